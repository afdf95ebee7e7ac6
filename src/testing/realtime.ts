import { ws } from 'msw';
import { onTestFinished } from 'vitest';
import { supabase } from '@/lib/supabase';
import { testOrigin } from './rest';

type Frame = [joinRef: string | null, ref: string | null, topic: string, event: string, payload: Record<string, unknown>];
type ChangeBinding = { event: string; schema: string; table: string; filter?: string; id: number };
export type RealtimeJoin = { topic: string; joinRef: string; bindings: ChangeBinding[]; accessToken?: string };
type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
type Row = Record<string, unknown>;

/**
 * An in-memory Supabase Realtime server for component tests: answers the Phoenix-channel frames
 * realtime-js sends (join, heartbeat, leave) and lets a test push `postgres_changes` to the joined
 * channels. Call it inside a test and add `realtime.handler` with `server.use(...)`; an unhandled
 * WebSocket fails the test.
 */
export function fakeRealtime() {
  // The app's client keeps one socket across tests; close it so the next test connects to its own fake.
  onTestFinished(async () => {
    await supabase.realtime.disconnect();
  });
  const link = ws.link(`${testOrigin.replace(/^http/, 'ws')}/realtime/v1/websocket`);
  const joins: RealtimeJoin[] = [];
  const senders = new Map<string, (frame: Frame) => void>();
  let nextId = 1;

  const handler = link.addEventListener('connection', ({ client }) => {
    const send = (frame: Frame) => client.send(JSON.stringify(frame));
    client.addEventListener('message', (event) => {
      const [joinRef, ref, topic, name, payload] = JSON.parse(String(event.data)) as Frame;
      const reply = (response: Record<string, unknown> = {}) =>
        send([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]);
      if (name === 'heartbeat') reply();
      if (name === 'phx_join') {
        const config = payload.config as { postgres_changes?: Omit<ChangeBinding, 'id'>[] };
        const bindings = (config.postgres_changes ?? []).map((binding) => ({ ...binding, id: nextId++ }));
        joins.push({ topic, joinRef: joinRef ?? '', bindings, accessToken: payload.access_token as string | undefined });
        senders.set(topic, send);
        reply({ postgres_changes: bindings });
      }
      if (name === 'phx_leave') {
        senders.delete(topic);
        reply();
      }
    });
  });

  /** Delivers a change to every joined channel with a matching binding (filters of the form col=eq.value). */
  function emit(table: string, type: ChangeType, changed: object) {
    const row = changed as Row;
    for (const join of joins) {
      const send = senders.get(join.topic);
      const ids = join.bindings.filter((binding) => matches(binding, table, type, row)).map((binding) => binding.id);
      if (!send || ids.length === 0) continue;
      const columns = Object.keys(row).map((name) => ({ name, type: 'text' }));
      const data = {
        schema: 'public',
        table,
        commit_timestamp: new Date().toISOString(),
        type,
        columns,
        errors: null,
        ...(type === 'DELETE' ? { old_record: row } : { record: row, ...(type === 'UPDATE' ? { old_record: row } : {}) }),
      };
      send([null, null, join.topic, 'postgres_changes', { ids, data }]);
    }
  }

  /** Tables this page is subscribed to right now. */
  function subscribedTables(): string[] {
    return joins.filter((join) => senders.has(join.topic)).flatMap((join) => join.bindings.map((binding) => binding.table));
  }

  return { handler, joins, emit, subscribedTables };
}

function matches(binding: ChangeBinding, table: string, type: ChangeType, row: Row): boolean {
  if (binding.table !== table || (binding.event !== '*' && binding.event !== type)) return false;
  if (!binding.filter) return true;
  const [column, condition] = binding.filter.split('=');
  return condition === `eq.${String(row[column])}`;
}
