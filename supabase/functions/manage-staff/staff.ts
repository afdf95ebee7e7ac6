import { errorOf, type ApiResult, type SupabaseApi } from '../_shared/supabase-api.ts';
import { ROLE_AS, STAFF_ROLES, type StaffRole } from './input.ts';

/**
 * The staff actions, done with the service role once index.ts has made sure the caller is an admin.
 * Staff are the user_profiles rows with a staff role; their auth users (GoTrue's admin API) tell the
 * last sign-in and whether the invitation is still open. The database refuses to demote or delete the
 * last admin (migration *_keep_one_admin.sql); that refusal comes back here as a 409.
 */

export type StaffMember = {
  id: string;
  email: string;
  full_name: string | null;
  role: StaffRole;
  last_sign_in_at: string | null;
  invitation_pending: boolean;
};

/** A refusal of the action itself: 404 (no such staff member), 409 (not possible now), 502 (an API failed). */
export class StaffError extends Error {
  constructor(
    readonly status: 404 | 409 | 502,
    message: string,
  ) {
    super(message);
  }
}

type Profile = { id: string; email: string; full_name: string | null; role: StaffRole };
type AuthUser = { id: string; email?: string; last_sign_in_at?: string; invited_at?: string; email_confirmed_at?: string; user_metadata?: Record<string, unknown> };

/** Removed staff keep their account (and their content) as members who cannot sign in. */
const REMOVED_ROLE = 'member';
/** GoTrue's "banned for good": about a hundred years. */
const BAN_FOR_GOOD = '876000h';
const PAGE_SIZE = 1000;
const STAFF_FILTER = `role=in.(${STAFF_ROLES.join(',')})`;

function expectOk(result: ApiResult, what: string): ApiResult {
  if (result.status === 409) throw new StaffError(409, errorOf(result).message);
  if (!result.ok) {
    console.error(`manage-staff: ${what} failed with ${result.status}: ${JSON.stringify(result.body)}`);
    throw new StaffError(502, `Could not ${what}`);
  }
  return result;
}

async function allAuthUsers(api: SupabaseApi): Promise<AuthUser[]> {
  const users: AuthUser[] = [];
  for (let page = 1; ; page++) {
    const result = expectOk(await api.asService(`/auth/v1/admin/users?page=${page}&per_page=${PAGE_SIZE}`), 'list the accounts');
    const batch = (result.body as { users: AuthUser[] }).users;
    users.push(...batch);
    if (batch.length < PAGE_SIZE) return users;
  }
}

const isPending = (user: AuthUser | undefined) => Boolean(user?.invited_at && !user.email_confirmed_at);

function memberOf(profile: Profile, user: AuthUser | undefined): StaffMember {
  return {
    id: profile.id,
    email: profile.email,
    full_name: profile.full_name,
    role: profile.role,
    last_sign_in_at: user?.last_sign_in_at ?? null,
    invitation_pending: isPending(user),
  };
}

export async function listStaff(api: SupabaseApi): Promise<StaffMember[]> {
  const [profiles, users] = await Promise.all([
    api.asService(`/rest/v1/user_profiles?select=id,email,full_name,role&${STAFF_FILTER}&order=email`),
    allAuthUsers(api),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  return (expectOk(profiles, 'read the profiles').body as Profile[]).map((profile) => memberOf(profile, userById.get(profile.id)));
}

async function profileByEmail(api: SupabaseApi, email: string): Promise<Profile | undefined> {
  const result = expectOk(
    await api.asService(`/rest/v1/user_profiles?select=id,email,full_name,role&email=eq.${encodeURIComponent(email)}`),
    'read the profiles',
  );
  return (result.body as Profile[])[0];
}

async function saveProfile(api: SupabaseApi, profile: Profile): Promise<void> {
  expectOk(
    await api.asService('/rest/v1/user_profiles?on_conflict=id', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates,return=minimal' },
      body: JSON.stringify(profile),
    }),
    'save the profile',
  );
}

/**
 * Invites a new address (GoTrue e-mails the link). An address that already has an account but no staff
 * role (a member, or someone whose access was removed) gets the role back and can sign in with their
 * own password again; an address that is already staff is a conflict.
 */
export async function inviteStaff(api: SupabaseApi, callerId: string, email: string, role: StaffRole, fullName: string | null): Promise<StaffMember> {
  const existing = await profileByEmail(api, email);
  if (existing && STAFF_ROLES.includes(existing.role)) throw new StaffError(409, `${email} is already a staff member`);
  const invited = await api.asService('/auth/v1/invite', {
    method: 'POST',
    body: JSON.stringify({ email, data: { ...(fullName && { full_name: fullName }), ...(await invitationData(api, callerId, role)) } }),
  });
  let user: AuthUser;
  if (invited.status === 422 && errorOf(invited).code === 'email_exists') {
    const found = (await allAuthUsers(api)).find((candidate) => candidate.email?.toLowerCase() === email);
    if (!found) throw new StaffError(502, 'Could not find the existing account');
    await setBan(api, found.id, 'none', 'restore the account');
    user = found;
  } else {
    user = expectOk(invited, 'send the invitation').body as AuthUser;
  }
  const profile: Profile = { id: user.id, email, full_name: fullName ?? existing?.full_name ?? null, role };
  await saveProfile(api, profile);
  return memberOf(profile, user);
}

async function authUser(api: SupabaseApi, id: string): Promise<AuthUser> {
  const result = await api.asService(`/auth/v1/admin/users/${id}`);
  if (result.status === 404) throw new StaffError(404, 'No such staff member');
  return expectOk(result, 'read the account').body as AuthUser;
}

export async function resendInvitation(api: SupabaseApi, callerId: string, id: string): Promise<void> {
  const user = await authUser(api, id);
  if (!isPending(user)) throw new StaffError(409, 'This invitation has already been accepted');
  // GoTrue's e-mail reads the account's metadata: who sends it now, and the role the person has now.
  const profile = await profileById(api, id);
  const data = { ...user.user_metadata, ...(await invitationData(api, callerId, profile?.role ?? 'editor')) };
  expectOk(await api.asService(`/auth/v1/admin/users/${id}`, { method: 'PUT', body: JSON.stringify({ user_metadata: data }) }), 'update the invitation');
  expectOk(await api.asService('/auth/v1/invite', { method: 'POST', body: JSON.stringify({ email: user.email }) }), 'send the invitation');
}

/** What the invitation e-mail says (supabase/templates/invite.html): who invited the person, and as what. */
async function invitationData(api: SupabaseApi, callerId: string, role: string): Promise<{ invited_by: string; role_label: string }> {
  const caller = await profileById(api, callerId);
  return { invited_by: caller?.full_name || caller?.email || 'An admin', role_label: ROLE_AS[role as StaffRole] ?? role };
}

async function profileById(api: SupabaseApi, id: string): Promise<Profile | undefined> {
  const result = expectOk(await api.asService(`/rest/v1/user_profiles?select=id,email,full_name,role&id=eq.${encodeURIComponent(id)}`), 'read the profiles');
  return (result.body as Profile[])[0];
}

/** Sets the role of a staff member; the database refuses (409) when it would leave no admin. */
async function updateStaffRole(api: SupabaseApi, id: string, role: string): Promise<void> {
  const result = expectOk(
    await api.asService(`/rest/v1/user_profiles?id=eq.${id}&${STAFF_FILTER}`, {
      method: 'PATCH',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ role }),
    }),
    'change the role',
  );
  if ((result.body as unknown[]).length === 0) throw new StaffError(404, 'No such staff member');
}

export async function setStaffRole(api: SupabaseApi, callerId: string, id: string, role: StaffRole): Promise<void> {
  if (id === callerId) throw new StaffError(409, 'You cannot change your own role');
  await updateStaffRole(api, id, role);
}

/** Bans or lifts the ban on an account (GoTrue's ban_duration: a duration, or 'none'). */
async function setBan(api: SupabaseApi, id: string, duration: string, action: string): Promise<void> {
  expectOk(await api.asService(`/auth/v1/admin/users/${id}`, { method: 'PUT', body: JSON.stringify({ ban_duration: duration }) }), action);
}

/**
 * The ban first, then the role: the role's change reaches the person's open tab live, and the tab then
 * refreshes its session to learn whether it still stands; were the ban still to come, that refresh would
 * work and the tab would stay signed in. Only staff are removed (a second removal must not lift the first's
 * ban); should the database refuse the role (it never leaves no admin), the ban is lifted again.
 */
export async function removeStaff(api: SupabaseApi, callerId: string, id: string): Promise<void> {
  if (id === callerId) throw new StaffError(409, 'You cannot remove your own access');
  const profile = await profileById(api, id);
  if (!profile || !STAFF_ROLES.includes(profile.role)) throw new StaffError(404, 'No such staff member');
  await setBan(api, id, BAN_FOR_GOOD, 'block the account');
  try {
    await updateStaffRole(api, id, REMOVED_ROLE);
  } catch (error) {
    await setBan(api, id, 'none', 'restore the account');
    throw error;
  }
}
