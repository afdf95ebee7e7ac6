import { randomUUID } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients';
import { createTestUser, type TestUser } from '../support/users';

/**
 * Who may use `editing:` channels (docs/decisions/066, the policies of docs/decisions/065 "For the back office"):
 * staff join and track their presence on `editing:<table>:<id>`; a member and a visitor are refused.
 */

const WAIT_MS = 5_000;

/** How the join ended: 'SUBSCRIBED', or the server's reason for refusing it. */
function joinOutcome(channel: RealtimeChannel): Promise<string> {
  return new Promise((settle) => {
    const timer = setTimeout(() => settle('no answer'), WAIT_MS);
    channel.subscribe((status, error) => {
      if (status === 'CLOSED') return;
      clearTimeout(timer);
      settle(status === 'SUBSCRIBED' ? status : (error?.message ?? status));
    });
  });
}

describe('editing channels', () => {
  let editor: TestUser;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    [editor, admin, member] = await Promise.all([createTestUser('editor', 'editing'), createTestUser('admin', 'editing'), createTestUser('member', 'editing')]);
    for (const user of [editor, admin, member]) await user.client.realtime.setAuth();
  });

  afterAll(async () => {
    await Promise.all([editor, admin, member].map((user) => user.client.removeAllChannels()));
    await Promise.all([editor, admin, member].map((user) => user.remove()));
  });

  const editing = (user: TestUser, topic: string) => user.client.channel(topic, { config: { private: true, presence: { key: user.id } } });

  it('lets staff join, track and see each other', async () => {
    const topic = `editing:blog_posts:${randomUUID()}`;
    const adminSees = editing(admin, topic);
    const seen = new Promise<Record<string, unknown[]>>((resolve) => {
      adminSees.on('presence', { event: 'sync' }, () => {
        const state = adminSees.presenceState();
        if (editor.id in state) resolve(state);
      });
    });
    expect(await joinOutcome(adminSees)).toBe('SUBSCRIBED');
    const editorEdits = editing(editor, topic);
    expect(await joinOutcome(editorEdits)).toBe('SUBSCRIBED');
    expect(await editorEdits.track({ name: 'Meera Krishnan' })).toBe('ok');
    const state = await seen;
    expect(state[editor.id]?.[0]).toMatchObject({ name: 'Meera Krishnan' });
  });

  it('refuses a member and a visitor', async () => {
    const topic = `editing:blog_posts:${randomUUID()}`;
    const reason = `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
    expect(await joinOutcome(editing(member, topic))).toBe(reason);
    const visitor = anonClient();
    expect(await joinOutcome(visitor.channel(topic, { config: { private: true } }))).toBe(reason);
    await visitor.removeAllChannels();
  });
});
