import { randomUUID } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients';
import { createTestUser, type TestUser } from '../support/users';

/**
 * Who may use `editing:` channels (docs/decisions/066, the policies of docs/decisions/065 "For the back office"):
 * staff join and see who is there on `editing:<table>:<id>`; only those who edit content track their presence or
 * broadcast on it (decision 080); a member and a visitor are refused.
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

/** The channel's presence state once `userId` is in it (listening before the join, so no sync is missed). */
function presenceOnceThere(channel: RealtimeChannel, userId: string): Promise<Record<string, unknown[]>> {
  return new Promise((resolve) => {
    channel.on('presence', { event: 'sync' }, () => {
      const state = channel.presenceState();
      if (userId in state) resolve(state);
    });
  });
}

describe('editing channels', () => {
  let editor: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let reviewer: TestUser;

  beforeAll(async () => {
    [editor, admin, member, reviewer] = await Promise.all(
      (['editor', 'admin', 'member', 'reviewer'] as const).map((role) => createTestUser(role, 'editing')),
    );
    for (const user of [editor, admin, member, reviewer]) await user.client.realtime.setAuth();
  });

  afterAll(async () => {
    await Promise.all([editor, admin, member, reviewer].map((user) => user.client.removeAllChannels()));
    await Promise.all([editor, admin, member, reviewer].map((user) => user.remove()));
  });

  const editing = (user: TestUser, topic: string) => user.client.channel(topic, { config: { private: true, presence: { key: user.id } } });

  it('lets staff join, track and see each other', async () => {
    const topic = `editing:blog_posts:${randomUUID()}`;
    const adminSees = editing(admin, topic);
    const seen = presenceOnceThere(adminSees, editor.id);
    expect(await joinOutcome(adminSees)).toBe('SUBSCRIBED');
    const editorEdits = editing(editor, topic);
    expect(await joinOutcome(editorEdits)).toBe('SUBSCRIBED');
    expect(await editorEdits.track({ name: 'Meera Krishnan' })).toBe('ok');
    const state = await seen;
    expect(state[editor.id]?.[0]).toMatchObject({ name: 'Meera Krishnan' });
  });

  it("lets a reviewer see who is editing, but neither show as someone nor send the editor a 'save' (decision 080)", async () => {
    const topic = `editing:blog_posts:${randomUUID()}`;
    const editorEdits = editing(editor, topic);
    const heard: unknown[] = [];
    editorEdits.on('broadcast', { event: 'save' }, (message) => heard.push(message));
    expect(await joinOutcome(editorEdits)).toBe('SUBSCRIBED');
    expect(await editorEdits.track({ name: 'Meera Krishnan' })).toBe('ok');

    const reviewerReads = editing(reviewer, topic);
    const seen = presenceOnceThere(reviewerReads, editor.id);
    expect(await joinOutcome(reviewerReads)).toBe('SUBSCRIBED');
    expect((await seen)[editor.id]?.[0]).toMatchObject({ name: 'Meera Krishnan' });
    // The attack: presence as the editor's namesake, and a forged 'save' to the editor.
    expect(await reviewerReads.track({ name: 'Arjun (admin)' })).not.toBe('ok');
    await reviewerReads.send({ type: 'broadcast', event: 'save', payload: { by: 'Arjun' } });
    const sentByAdmin = editing(admin, topic);
    expect(await joinOutcome(sentByAdmin)).toBe('SUBSCRIBED');
    expect(await sentByAdmin.send({ type: 'broadcast', event: 'save', payload: { by: 'Admin' } })).toBe('ok');
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ payload: { by: 'Admin' } });
    expect(Object.keys(editorEdits.presenceState())).not.toContain(reviewer.id);
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
