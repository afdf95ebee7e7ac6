import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type Client } from '../support/clients';
import { createTestUser, type TestUser } from '../support/users';
import { isChange, rowId, subscribe, type ChangeLog } from './changes';
import { deleteRow, insertRow, newTag, updateRow } from './published-tables';

/**
 * Each change goes only to subscribers whose own JWT may read the row under RLS, as on hosted Realtime.
 * "Received nothing" is proven without waiting a fixed time: the same channel also listens to a table
 * the subscriber may read, and a change made there last arrives only after every earlier change was
 * dealt with (changes are delivered in commit order, one socket, one ordered stream).
 */

const LOGO = '/images/seed/logos/udhaya-masala.svg';

async function contact(tag: string): Promise<string> {
  return insertRow('Contacts', { 'Full name': tag, 'Email Address': 'lead@example.com', 'Phone Number': 9840012345, message: 'Call me.' });
}

/** A change the subscriber may see, made after the ones under test; returns when it has arrived. */
async function barrier(log: ChangeLog): Promise<void> {
  const id = await insertRow('clients', { name: newTag('barrier'), logo: LOGO, industry: 'Retail' });
  await log.waitFor(isChange('INSERT', id), 'the barrier change');
  await deleteRow('clients', id);
}

async function subscribeWithBarrier(client: Client, table: string, filter?: string) {
  const { channel, logs } = await subscribe(client, [{ table, filter }, { table: 'clients', event: 'INSERT' }]);
  return { channel, log: logs[0], barrier: logs[1] };
}

describe('"Contacts" (admins only)', () => {
  // Own users, not the demo accounts: signing out and removing them touches no one else's session.
  let users: TestUser[];
  let editor: Client;
  let member: Client;
  let admin: Client;
  let anon: Client;

  beforeAll(async () => {
    users = await Promise.all([createTestUser('editor'), createTestUser('member'), createTestUser('admin')]);
    [editor, member, admin] = users.map((user) => user.client);
    anon = anonClient();
  });

  afterAll(async () => {
    await anon.removeAllChannels();
    await Promise.all(users.map((user) => user.remove()));
  });

  it('a non-admin receives nothing: no INSERT, UPDATE or DELETE', async () => {
    const watchers = await Promise.all([editor, member].map((client) => subscribeWithBarrier(client, 'Contacts')));
    const adminWatch = await subscribeWithBarrier(admin, 'Contacts');
    const tag = newTag('contact');
    const id = await contact(tag);
    await adminWatch.log.waitFor(isChange('INSERT', id), 'admin: INSERT');
    await updateRow('Contacts', id, { message: 'Call me today.' });
    await adminWatch.log.waitFor(isChange('UPDATE', id), 'admin: UPDATE');
    await deleteRow('Contacts', id);
    await adminWatch.log.waitFor(isChange('DELETE', id), 'admin: DELETE');

    for (const watcher of watchers) {
      await barrier(watcher.barrier);
      // A DELETE is judged on the old row against the SELECT policies (docs/decisions/004-realtime-on-the-stand-in.md).
      expect(watcher.log.items).toEqual([]);
    }
  });

  it('a visitor (anon, no SELECT grant) receives nothing at all', async () => {
    const watcher = await subscribeWithBarrier(anon, 'Contacts');
    const id = await contact(newTag('contact'));
    await updateRow('Contacts', id, { message: 'Call me today.' });
    await deleteRow('Contacts', id);
    await barrier(watcher.barrier);
    expect(watcher.log.items).toEqual([]);
  });

  it('the admin receives the whole row, column names with spaces and typed values included', async () => {
    const watcher = await subscribeWithBarrier(admin, 'Contacts');
    const tag = newTag('contact');
    const id = await contact(tag);
    const inserted = await watcher.log.waitFor(isChange('INSERT', id), 'INSERT');
    expect(inserted.new).toMatchObject({
      id,
      'Full name': tag,
      'Email Address': 'lead@example.com',
      'Phone Number': 9840012345,
      'Company Name': '',
      Designation: null,
      'service of interest': '',
      message: 'Call me.',
    });
    await deleteRow('Contacts', id);
  });
});

describe('user_profiles (each user reads their own)', () => {
  // Own users, not the demo accounts: the tests rename them.
  let users: TestUser[];
  let member: Client;
  let admin: Client;
  let memberId: string;
  let adminId: string;

  beforeAll(async () => {
    users = await Promise.all([createTestUser('member'), createTestUser('admin')]);
    [member, admin] = users.map((user) => user.client);
    [memberId, adminId] = users.map((user) => user.id);
  });

  afterAll(async () => {
    await Promise.all(users.map((user) => user.remove()));
  });

  it("a member receives only their own row's changes; an admin receives everyone's", async () => {
    const { channel, logs } = await subscribe(member, [{ table: 'user_profiles' }]);
    const adminView = await subscribe(admin, [{ table: 'user_profiles' }]);
    const suffix = randomUUID().slice(0, 4);
    await updateRow('user_profiles', adminId, { full_name: `Admin ${suffix}` });
    await updateRow('user_profiles', memberId, { full_name: `Member ${suffix}` });

    const own = await logs[0].waitFor(isChange('UPDATE', memberId), "the member's own UPDATE");
    expect(own.new).toMatchObject({ id: memberId, full_name: `Member ${suffix}`, role: 'member' });
    // The admin's row changed first, so it would have arrived first.
    expect(logs[0].items.map(rowId)).toEqual([memberId]);

    await adminView.logs[0].waitFor(isChange('UPDATE', adminId), "admin sees the admin's row");
    await adminView.logs[0].waitFor(isChange('UPDATE', memberId), "admin sees the member's row");
    await member.removeChannel(channel);
    await admin.removeChannel(adminView.channel);
  });

  it('a filtered subscription (the app\'s own-profile listener) receives only its row', async () => {
    const watcher = await subscribeWithBarrier(member, 'user_profiles', `id=eq.${memberId}`);
    const suffix = randomUUID().slice(0, 4);
    await updateRow('user_profiles', adminId, { full_name: `Admin ${suffix}` });
    await updateRow('user_profiles', memberId, { full_name: `Member ${suffix}` });
    const own = await watcher.log.waitFor(isChange('UPDATE', memberId), 'own UPDATE');
    expect(own.new).toMatchObject({ full_name: `Member ${suffix}` });
    await barrier(watcher.barrier);
    expect(watcher.log.items.map(rowId)).toEqual([memberId]);
    await member.removeChannel(watcher.channel);
  });
});

describe('filters', () => {
  let anon: Client;
  beforeAll(() => {
    anon = anonClient();
  });
  afterAll(() => anon.removeAllChannels());

  it('id=eq.<uuid> receives INSERT, UPDATE and DELETE of that row only', async () => {
    const watched = randomUUID();
    const other = randomUUID();
    const { channel, logs } = await subscribe(anon, [
      { table: 'clients', filter: `id=eq.${watched}` },
      { table: 'clients' },
    ]);
    const [filtered, everything] = logs;
    for (const id of [other, watched]) {
      await insertRow('clients', { id, name: newTag('filter'), logo: LOGO, industry: 'Retail' });
      await everything.waitFor(isChange('INSERT', id), 'INSERT');
      await updateRow('clients', id, { industry: 'Banking' });
      await everything.waitFor(isChange('UPDATE', id), 'UPDATE');
      await deleteRow('clients', id);
      await everything.waitFor(isChange('DELETE', id), 'DELETE');
    }
    expect(filtered.items.map((c) => [c.eventType, rowId(c)])).toEqual([
      ['INSERT', watched],
      ['UPDATE', watched],
      ['DELETE', watched],
    ]);
    await anon.removeChannel(channel);
  });

  it.each([
    ['neq', (id: string) => `id=neq.${id}`, false],
    ['in', (id: string) => `id=in.(${randomUUID()},${id})`, true],
    ['gte on a text column', () => 'industry=gte.Retail', true],
    ['lt on a text column', () => 'industry=lt.Retail', false],
  ])('%s', async (_label, filterFor, expected) => {
    const id = randomUUID();
    const { channel, logs } = await subscribe(anon, [{ table: 'clients', filter: filterFor(id) }, { table: 'clients' }]);
    await insertRow('clients', { id, name: newTag('filter'), logo: LOGO, industry: 'Retail' });
    await logs[1].waitFor(isChange('INSERT', id), 'INSERT');
    await deleteRow('clients', id);
    await logs[1].waitFor(isChange('DELETE', id), 'DELETE');
    expect(logs[0].items.some(isChange('INSERT', id))).toBe(expected);
    await anon.removeChannel(channel);
  });
});
