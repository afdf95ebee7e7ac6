import { randomUUID } from 'node:crypto';
import { onTestFinished } from 'vitest';
import { signedInClient, type Client } from './clients';
import { sql } from './db';

/**
 * Users made for one test (or one describe block) and removed afterwards, so a test that changes a
 * user (role, sessions, ban, lockout, deletion) never touches the shared demo accounts or another
 * test's user. Made with SQL as the superuser, in the same shape as supabase/seed.sql's demo accounts,
 * because the stand-in has no complete GoTrue admin API to do it through.
 */

/** A value of user_profiles.role; null makes an auth user without a profile. */
export type TestRole = 'admin' | 'editor' | 'reviewer' | 'sales' | 'crew' | 'member' | null;

export type TestUser = {
  id: string;
  email: string;
  password: string;
  role: TestRole;
  /** supabase-js signed in as this user. */
  client: Client;
  /** Closes the client's realtime channels and deletes the auth user; profile and sessions cascade. */
  remove(): Promise<void>;
};

/**
 * Creates and signs in a user with `role` that the caller removes (e.g. in afterAll). Inside a
 * single test, use testUser() instead.
 */
export async function createTestUser(role: TestRole, label = role ?? 'noprofile'): Promise<TestUser> {
  const id = randomUUID();
  const email = `test-${label}-${id.slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const fullName = `Test ${label}`;
  // bcrypt cost 4, the lowest: a test user needs no strength, and sign-in checks any cost.
  await sql(
    `insert into auth.users (
       id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ($1, 'authenticated', 'authenticated', $2, extensions.crypt($3, extensions.gen_salt('bf', 4)), now(),
       jsonb_build_object('full_name', $4::text), '', '', '', '')`,
    [id, email, password, fullName],
  );
  const deleteUser = async () => {
    await sql('delete from auth.users where id = $1', [id]);
  };
  try {
    if (role) {
      await sql('insert into public.user_profiles (id, email, full_name, role) values ($1, $2, $3, $4)', [id, email, fullName, role]);
    }
    const client = await signedInClient(email, password);
    const remove = async () => {
      await client.removeAllChannels();
      await deleteUser();
    };
    return { id, email, password, role, client, remove };
  } catch (error) {
    await deleteUser();
    throw error;
  }
}

/** A user for the running test only: removed when the test finishes, passed or failed. */
export async function testUser(role: TestRole, label?: string): Promise<TestUser> {
  const user = await createTestUser(role, label);
  onTestFinished(user.remove);
  return user;
}
