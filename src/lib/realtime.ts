import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { useEffect, useEffectEvent } from 'react';
import type { Database } from './database.types';
import { supabase, uniqueChannelName } from './supabase';

export type TableName = keyof Database['public']['Tables'];
type Row<T extends TableName> = Database['public']['Tables'][T]['Row'];

/** One change to a row as Supabase Realtime delivers it (`new` is `{}` on DELETE, `old` holds at least the key). */
export type TableChange<T extends TableName> = RealtimePostgresChangesPayload<Row<T>>;

type Options = {
  /** Subscribe only while true (e.g. admins only). Defaults to true. */
  enabled?: boolean;
  /** A Realtime filter such as `id=eq.42`. */
  filter?: string;
};

/**
 * Calls `onChange` for every insert, update and delete on `table` while mounted (and enabled).
 * The latest `onChange` is always used without resubscribing.
 */
export function useTableChanges<T extends TableName>(table: T, onChange: (change: TableChange<T>) => void, { enabled = true, filter }: Options = {}) {
  const handle = useEffectEvent(onChange);
  useEffect(() => {
    if (!enabled) return;
    const channel = supabase
      .channel(uniqueChannelName(`${table}-changes`))
      .on<Row<T>>('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, (change) => handle(change))
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [table, filter, enabled]);
}

type Keyed = { id: string };

/**
 * The list after one change: inserts go first (or into `compare` order), updates replace the row
 * in place, deletes remove it. Pure, so the query cache can be updated with it.
 */
export function applyRowChange<R extends Keyed>(rows: readonly R[], change: RealtimePostgresChangesPayload<R>, compare?: (a: R, b: R) => number): R[] {
  const sorted = (list: R[]) => (compare ? list.sort(compare) : list);
  switch (change.eventType) {
    case 'INSERT': {
      const rest = rows.filter((row) => row.id !== change.new.id);
      return sorted([change.new, ...rest]);
    }
    case 'UPDATE': {
      const exists = rows.some((row) => row.id === change.new.id);
      const next = exists ? rows.map((row) => (row.id === change.new.id ? change.new : row)) : [change.new, ...rows];
      return sorted(next);
    }
    case 'DELETE':
      return rows.filter((row) => row.id !== change.old.id);
  }
}
