/**
 * manage-staff (docs/decisions/023-staff-management.md): the Staff screen's server side.
 * The caller's JWT is checked with GoTrue (a signed-in user) and the database (public.is_admin());
 * only then does the function use the service role, which never reaches the browser.
 *
 * POST application/json, one action per request:
 *   {action: 'list'}                                   200 {staff: StaffMember[]}
 *   {action: 'invite', email, role, full_name?}        201 {member}
 *   {action: 'resend', id}                             200 {ok: true}
 *   {action: 'set_role', id, role}                     200 {ok: true}
 *   {action: 'remove', id}                             200 {ok: true}
 * Refusals are JSON {error}: 401 no session, 403 not an admin, 409 already a member / own account /
 * last admin / invitation already accepted, 422 bad e-mail, role or id, 400 bad body, 404 unknown id.
 */
import { preflight } from '../_shared/cors.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { SupabaseApi } from '../_shared/supabase-api.ts';
import { InputError, parseAction, type StaffAction } from './input.ts';
import { inviteStaff, listStaff, removeStaff, resendInvitation, setStaffRole, StaffError } from './staff.ts';

const MAX_BODY_BYTES = 4096;

/** The signed-in caller's id when they are an admin; a Response refusing them otherwise. */
async function adminCaller(api: SupabaseApi, authorization: string): Promise<string | Response> {
  const user = await api.asCaller(authorization, '/auth/v1/user');
  const id = user.ok ? (user.body as { id?: unknown }).id : undefined;
  if (typeof id !== 'string') return jsonResponse({ error: 'Sign in to manage staff' }, 401);
  const isAdmin = await api.asCaller(authorization, '/rest/v1/rpc/is_admin', { method: 'POST', body: '{}' });
  if (!isAdmin.ok || isAdmin.body !== true) return jsonResponse({ error: 'Only admins can manage staff' }, 403);
  return id;
}

async function run(api: SupabaseApi, callerId: string, request: StaffAction): Promise<Response> {
  switch (request.action) {
    case 'list':
      return jsonResponse({ staff: await listStaff(api) });
    case 'invite':
      return jsonResponse({ member: await inviteStaff(api, callerId, request.email, request.role, request.fullName) }, 201);
    case 'resend':
      await resendInvitation(api, callerId, request.id);
      return jsonResponse({ ok: true });
    case 'set_role':
      await setStaffRole(api, callerId, request.id, request.role);
      return jsonResponse({ ok: true });
    case 'remove':
      await removeStaff(api, callerId, request.id);
      return jsonResponse({ ok: true });
  }
}

async function handleManageStaff(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') {
    return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  }
  const api = SupabaseApi.fromEnv();
  const caller = await adminCaller(api, req.headers.get('Authorization') ?? '');
  if (caller instanceof Response) return caller;
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  try {
    return await run(api, caller, parseAction(body.value));
  } catch (error) {
    if (error instanceof InputError || error instanceof StaffError) return jsonResponse({ error: error.message }, error.status);
    throw error;
  }
}

Deno.serve(handleManageStaff);
