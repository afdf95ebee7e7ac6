import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonClient, type Client } from '../support/clients';
import { createTestUser, type TestUser } from '../support/users';
import { isChange, subscribe, type ChangeLog } from './changes';
import { deleteRow, insertRow, newTag } from './published-tables';

/**
 * A channel follows its socket's token: signing in and out pushes `access_token`, and the server
 * re-evaluates RLS with the new identity; an invalid token closes the channel with a system error.
 */

let client: Client;
/** An admin of this file's own: signing out ends every session of the account signed out. */
let admin: TestUser;

beforeAll(async () => {
  client = anonClient();
  admin = await createTestUser('admin');
});

afterAll(async () => {
  await client.removeAllChannels();
  await client.auth.signOut();
  await admin.remove();
});

async function contact(): Promise<string> {
  return insertRow('Contacts', { 'Full name': newTag('token'), 'Email Address': 'lead@example.com', 'Phone Number': 9840012345, message: 'Hello.' });
}

/** A change to a table everyone may read, made last: once it arrives, every earlier change was dealt with. */
async function barrier(log: ChangeLog): Promise<void> {
  const id = await insertRow('clients', { name: newTag('barrier'), logo: '/images/seed/logos/udhaya-masala.svg', industry: 'Retail' });
  await log.waitFor(isChange('INSERT', id), 'the barrier change');
  await deleteRow('clients', id);
}

/**
 * Makes sure the socket has sent its current token. Frames on one socket are handled in order, so
 * once a channel joined after that push is acknowledged, the server has applied the token.
 */
async function tokenApplied(): Promise<void> {
  await client.realtime.setAuth();
  const { channel } = await subscribe(client, [{ table: 'clients' }]);
  await client.removeChannel(channel);
}

it('signing in and out changes what an open channel receives', async () => {
  const { logs } = await subscribe(client, [{ table: 'Contacts', event: 'INSERT' }, { table: 'clients', event: 'INSERT' }]);
  const [contacts, clients] = logs;

  const asVisitor = await contact();
  await barrier(clients);
  expect(contacts.items).toEqual([]);

  const { error } = await client.auth.signInWithPassword({ email: admin.email, password: admin.password });
  expect(error).toBeNull();
  await tokenApplied();
  const asAdmin = await contact();
  await contacts.waitFor(isChange('INSERT', asAdmin), 'INSERT seen as admin');

  await client.auth.signOut();
  await tokenApplied();
  const afterSignOut = await contact();
  await barrier(clients);
  expect(contacts.items.map((c) => (c.new as { id: string }).id)).toEqual([asAdmin]);

  for (const id of [asVisitor, asAdmin, afterSignOut]) await deleteRow('Contacts', id);
});

it('an invalid access_token closes the channel with a system error', async () => {
  const other = anonClient();
  const { statuses, system } = await subscribe(other, [{ table: 'clients' }]);
  await other.realtime.setAuth('not-a-jwt');
  const error = await system.waitFor((m) => m.extension === 'system', 'a system error');
  expect(error).toMatchObject({ status: 'error', message: 'The token provided is not a valid JWT' });
  await statuses.waitFor((status) => status === 'CLOSED', 'the channel to close');
  await other.removeAllChannels();
});
