import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { authMailsTo, latestAuthMail } from '../support/outbox';
import { testUser } from '../support/users';
import { anonKey, dbUrl, serviceRoleKey, siteUrl } from '../support/stack';

/**
 * manage-staff (decision 023) on the stand-in's Deno runtime, called as the Staff screen calls it
 * (supabase-js functions.invoke with the caller's session), and the database's last-admin rule.
 */

type Answer = { status: number; body: Record<string, unknown> };

async function call(client: Client | null, body: unknown): Promise<Answer> {
  const session = client ? (await client.auth.getSession()).data.session : null;
  const bearer = session?.access_token ?? anonKey();
  const response = await fetch(`${siteUrl()}/functions/v1/manage-staff`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, apikey: anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

function removeAfterTest(email: string): void {
  onTestFinished(async () => {
    await sql('delete from auth.users where lower(email) = lower($1)', [email]);
  });
}

const roleOf = (id: string) => sqlValue<string>('select role from public.user_profiles where id = $1', [id]);

describe('who may call it', () => {
  it('refuses anon with 401', async () => {
    expect(await call(null, { action: 'list' })).toEqual({ status: 401, body: { error: 'Sign in to manage staff' } });
  });

  it.each(['editor', 'reviewer', 'member', 'noprofile'])('refuses %s with 403, whatever the action', async (account) => {
    const client = await signedInClient(`${account}@example.com`);
    const target = await testUser('editor');
    for (const body of [
      { action: 'list' },
      { action: 'invite', email: uniqueEmail('x'), role: 'admin' },
      { action: 'set_role', id: target.id, role: 'admin' },
      { action: 'remove', id: target.id },
    ]) {
      expect(await call(client, body)).toEqual({ status: 403, body: { error: 'Only admins can manage staff' } });
    }
    expect(await roleOf(target.id)).toBe('editor');
  });
});

describe('as an admin', () => {
  it('lists every staff member with role, last sign-in and pending invitations, and no members', async () => {
    const admin = await testUser('admin');
    const { status, body } = await call(admin.client, { action: 'list' });

    expect(status).toBe(200);
    const staff = body.staff as Array<Record<string, unknown>>;
    expect(staff).toContainEqual(
      expect.objectContaining({ email: 'editor@example.com', role: 'editor', full_name: 'Meera Krishnan', invitation_pending: false }),
    );
    expect(staff.find((member) => member.email === admin.email)?.last_sign_in_at).toBeTruthy();
    expect(staff.map((member) => member.email)).not.toContain('member@example.com');
  });

  it('invites by e-mail with a role: the person gets a link, and is listed as pending until they accept', async () => {
    const admin = await testUser('admin');
    const email = uniqueEmail('invited');
    removeAfterTest(email);

    const invited = await call(admin.client, { action: 'invite', email: email.toUpperCase(), role: 'editor', full_name: 'Nila Vasan' });

    expect(invited.status).toBe(201);
    expect(invited.body.member).toMatchObject({ email, role: 'editor', full_name: 'Nila Vasan', invitation_pending: true });
    expect(latestAuthMail(email, 'invite').link).toContain('/admin/accept-invite?token_hash=');
    // It says who invited them, and as what.
    expect(latestAuthMail(email, 'invite').html).toContain(`Test admin invited you to the Chennai Outdoor Media back office as an editor, with the address ${email}.`);
    const listed = (await call(admin.client, { action: 'list' })).body.staff as Array<Record<string, unknown>>;
    expect(listed.find((member) => member.email === email)).toMatchObject({ invitation_pending: true, last_sign_in_at: null });

    expect(await call(admin.client, { action: 'resend', id: (invited.body.member as { id: string }).id })).toEqual({ status: 200, body: { ok: true } });
    expect(authMailsTo(email, 'invite')).toHaveLength(2);
    expect(latestAuthMail(email, 'invite').html).toContain('Test admin invited you to the Chennai Outdoor Media back office as an editor');
    expect((await call(admin.client, { action: 'invite', email, role: 'reviewer' })).status).toBe(409);
  });

  it.each([
    [{ action: 'invite', email: 'not-an-email', role: 'editor' }, 422],
    [{ action: 'invite', email: 'someone@example.com', role: 'member' }, 422],
    [{ action: 'invite', email: 'someone@example.com', role: 'owner' }, 422],
    [{ action: 'set_role', id: 'not-a-uuid', role: 'editor' }, 422],
    [{ action: 'explode' }, 400],
  ])('refuses %j with %i', async (body, status) => {
    const admin = await testUser('admin');
    const answer = await call(admin.client, body);
    expect(answer.status).toBe(status);
    expect(typeof answer.body.error).toBe('string');
  });

  it('refuses to invite someone who is already staff (409)', async () => {
    const admin = await testUser('admin');
    expect(await call(admin.client, { action: 'invite', email: 'Editor@example.com', role: 'reviewer' })).toEqual({
      status: 409,
      body: { error: 'editor@example.com is already a staff member' },
    });
  });

  it('changes a role; never its own', async () => {
    const admin = await testUser('admin');
    const editor = await testUser('editor');

    expect(await call(admin.client, { action: 'set_role', id: editor.id, role: 'reviewer' })).toEqual({ status: 200, body: { ok: true } });
    expect(await roleOf(editor.id)).toBe('reviewer');
    expect(await call(admin.client, { action: 'set_role', id: admin.id, role: 'editor' })).toEqual({
      status: 409,
      body: { error: 'You cannot change your own role' },
    });
    expect(await call(admin.client, { action: 'remove', id: admin.id })).toEqual({ status: 409, body: { error: 'You cannot remove your own access' } });
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('removes access: no staff role, no sign-in, no refresh; the account stays', async () => {
    const admin = await testUser('admin');
    const editor = await testUser('editor');

    expect(await call(admin.client, { action: 'remove', id: editor.id })).toEqual({ status: 200, body: { ok: true } });

    expect(await roleOf(editor.id)).toBe('member');
    const signIn = await anonClient().auth.signInWithPassword({ email: editor.email, password: editor.password });
    expect(signIn.error).toMatchObject({ code: 'user_banned' });
    expect((await editor.client.auth.refreshSession()).error).toMatchObject({ code: 'user_banned' });
    // Its still-valid access token reads nothing beyond the public site.
    expect((await editor.client.from('Contacts').select('id')).data).toEqual([]);
    expect(((await call(admin.client, { action: 'list' })).body.staff as Array<{ id: string }>).map((m) => m.id)).not.toContain(editor.id);

    // Inviting the address again gives the access back, with their own password.
    expect((await call(admin.client, { action: 'invite', email: editor.email, role: 'reviewer' })).status).toBe(201);
    expect((await anonClient().auth.signInWithPassword({ email: editor.email, password: editor.password })).error).toBeNull();
  });

  it('bans before the role changes, so an open tab that sees the change can no longer refresh', async () => {
    const admin = await testUser('admin');
    const editor = await testUser('editor');

    expect((await call(admin.client, { action: 'remove', id: editor.id })).status).toBe(200);

    const [order] = await sql<{ banned_first: boolean }>(
      `select u.banned_until > now() and u.updated_at <= p.updated_at as banned_first
         from auth.users u join public.user_profiles p using (id) where u.id = $1`,
      [editor.id],
    );
    expect(order.banned_first).toBe(true);
  });

  it("answers a second removal with 404 and keeps the first one's ban", async () => {
    const admin = await testUser('admin');
    const editor = await testUser('editor');
    expect((await call(admin.client, { action: 'remove', id: editor.id })).status).toBe(200);

    expect(await call(admin.client, { action: 'remove', id: editor.id })).toEqual({ status: 404, body: { error: 'No such staff member' } });
    expect((await anonClient().auth.signInWithPassword({ email: editor.email, password: editor.password })).error).toMatchObject({ code: 'user_banned' });
  });
});

describe('the last admin', () => {
  /** Runs `statement` as the database owner in a transaction that is always rolled back. */
  async function inRolledBackTransaction(statement: string): Promise<string> {
    const client = new pg.Client({ connectionString: dbUrl() });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(statement);
      return 'no error';
    } catch (error) {
      return `${(error as { code?: string }).code}: ${(error as Error).message}`;
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  }

  it.each([
    ["update public.user_profiles set role = 'editor' where role = 'admin'"],
    ["delete from public.user_profiles where role = 'admin'"],
    ["delete from auth.users where id in (select id from public.user_profiles where role = 'admin')"],
  ])('cannot be demoted or removed, even by the database owner: %s', async (statement) => {
    expect(await inRolledBackTransaction(statement)).toBe('PT409: The last admin cannot be removed or demoted');
  });

  it('one of two admins can be demoted, as long as another stays', async () => {
    const admin = await testUser('admin');
    expect(await inRolledBackTransaction(`update public.user_profiles set role = 'editor' where id = '${admin.id}'`)).toBe('no error');
  });

  it('an admin cannot change a profile through the API at all (only the function, as the service role, can)', async () => {
    const admin = await testUser('admin');
    const client = await signedInClient('admin@example.com');
    const { error } = await client.from('user_profiles').update({ role: 'editor' }).eq('id', admin.id);

    expect(error).toMatchObject({ code: '42501' });
    expect(await roleOf(admin.id)).toBe('admin');
  });
});

describe('scripts/first-admin.ts (the one documented command for a new project)', () => {
  it('refuses once the project has an admin, and invites nobody', async () => {
    const email = uniqueEmail('first-admin');
    const run = promisify(execFile)(process.execPath, ['scripts/first-admin.ts', email], {
      env: { ...process.env, SUPABASE_URL: siteUrl(), SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey() },
    });

    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This project already has an admin: invite staff from the Staff screen (/admin/staff).'),
    });
    expect(authMailsTo(email)).toEqual([]);
  });
});
