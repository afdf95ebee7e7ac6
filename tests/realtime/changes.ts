import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';

/** Subscribing to postgres_changes with the real realtime-js client, and waiting for what arrives. */

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export type Binding = { table: string; event?: ChangeEvent; filter?: string };

/** Generous: a slow CI machine, never a timing assertion. */
export const WAIT_MS = 20_000;

/** Everything received so far, in order, with a way to wait for a particular item. */
export class Log<T> {
  readonly items: T[] = [];
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  add(item: T): void {
    this.items.push(item);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.match(item)) return true;
      waiter.resolve(item);
      return false;
    });
  }

  /** Resolves with the first item from index `from` on (received already or still to come) that matches. */
  waitFor(match: (item: T) => boolean, what: string, from = 0): Promise<T> {
    const seen = this.items.slice(from).find(match);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing matching ${what} within ${WAIT_MS} ms`)), WAIT_MS);
      this.waiters.push({
        match,
        resolve: (item) => {
          clearTimeout(timer);
          resolve(item);
        },
      });
    });
  }
}

export type ChangeLog = Log<Change>;

/** The id of the row a change is about: from `new`, or from `old` for DELETE. */
export function rowId(change: Change): unknown {
  const row = (change.eventType === 'DELETE' ? change.old : change.new) as Record<string, unknown>;
  return row.id;
}

export function isChange(event: Exclude<ChangeEvent, '*'>, id: unknown) {
  return (change: Change) => change.eventType === event && rowId(change) === id;
}

export type SystemMessage = { extension?: string; status?: string; message?: string; channel?: string };

export type Subscription = {
  channel: RealtimeChannel;
  logs: ChangeLog[];
  /** Every status the subscribe callback reported (SUBSCRIBED, CHANNEL_ERROR, CLOSED...). */
  statuses: Log<string>;
  /** Every `system` message of the channel. */
  system: Log<SystemMessage>;
};

/**
 * Joins a channel with the given bindings (one ChangeLog each) and resolves once realtime has both
 * acknowledged the join (SUBSCRIBED) and said the database subscription is live ("Subscribed to
 * PostgreSQL", which hosted Realtime sends only once changes flow).
 */
export function subscribe(client: SupabaseClient, bindings: Binding[], name = `test-${randomUUID()}`): Promise<Subscription> {
  const logs = bindings.map(() => new Log<Change>());
  const statuses = new Log<string>();
  const system = new Log<SystemMessage>();
  let channel = client.channel(name);
  bindings.forEach((binding, index) => {
    channel = channel.on(
      'postgres_changes',
      { event: binding.event ?? '*', schema: 'public', table: binding.table, filter: binding.filter },
      (change: Change) => logs[index].add(change),
    );
  });
  return new Promise((resolve, reject) => {
    let subscribed = false;
    let live = false;
    const timer = setTimeout(() => reject(new Error(`channel ${name} did not subscribe (${statuses.items.join(', ')})`)), WAIT_MS);
    const settle = () => {
      if (!subscribed || !live) return;
      clearTimeout(timer);
      resolve({ channel, logs, statuses, system });
    };
    channel.on('system', {}, (message: SystemMessage) => {
      system.add(message);
      if (message.extension !== 'postgres_changes' || live) return;
      if (message.status === 'ok') live = true;
      else reject(new Error(`channel ${name}: ${message.message}`));
      settle();
    });
    channel.subscribe((status, error) => {
      statuses.add(status);
      if (status === 'SUBSCRIBED') subscribed = true;
      else if (!subscribed) reject(new Error(`channel ${name}: ${status} ${error?.message ?? ''}`));
      settle();
    });
  });
}
