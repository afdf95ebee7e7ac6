import type { Queryable } from './endpoint.ts';

/** auth.users as GoTrue reads and shows it. */

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, phone_confirmed_at, confirmed_at, last_sign_in_at,
  invited_at, confirmation_sent_at, recovery_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous`;

const UUID = /^[0-9a-f-]{36}$/i;

/** What GoTrue accepts as an e-mail address (roughly: something@domain.tld, no spaces). */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's User JSON (internal/models/user.go); optional timestamps are left out when empty. */
export function userJson(user: UserRow): Record<string, unknown> {
  const optional = {
    invited_at: user.invited_at,
    confirmation_sent_at: user.confirmation_sent_at,
    recovery_sent_at: user.recovery_sent_at,
    email_confirmed_at: user.email_confirmed_at,
    phone_confirmed_at: user.phone_confirmed_at,
    confirmed_at: user.confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    banned_until: user.banned_until,
    deleted_at: user.deleted_at,
  };
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

/** The first live (not soft-deleted) user matching `where` (with `$1` = value). */
export async function findUser(db: Queryable, where: string, value: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null limit 1`, [value]);
  return rows[0];
}

/** A live user by id; anything that is not a UUID finds nobody (rather than a database error). */
export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return UUID.test(id) ? findUser(db, 'id = $1', id) : Promise.resolve(undefined);
}

export type NewUser = {
  email: string | null;
  password?: string | null;
  userMetadata?: unknown;
  appMetadata?: Record<string, unknown>;
  confirmed?: boolean;
  anonymous?: boolean;
};

/** GoTrue's app metadata of an e-mail user. */
export const EMAIL_PROVIDER = { provider: 'email', providers: ['email'] };

/** Inserts a user as GoTrue does: a bcrypt hash (cost 10) of the password if any, empty token columns. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, is_anonymous,
                             confirmation_token, recovery_token, email_change_token_new, email_change)
     values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), case when $3 then now() end, $4, $5, $6, '', '', '', '')
     returning ${USER_COLUMNS}`,
    [user.email, user.password ?? null, user.confirmed === true, user.appMetadata ?? EMAIL_PROVIDER, user.userMetadata ?? {}, user.anonymous === true],
  );
  return rows[0] as UserRow;
}
