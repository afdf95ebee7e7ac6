import type pg from 'pg';
import { rowPassesFilter, type Filter } from './filters.ts';
import type { JwtClaims } from '../jwt.ts';
import { quoteIdent } from './sql.ts';
import { loadTable, selectableColumns, type TableMeta } from './tables.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export type Binding = {
  id: number;
  event: '*' | ChangeType;
  schema: string;
  table?: string;
  filter?: Filter;
};

/** A joined channel, as far as change delivery cares. Role and claims follow `access_token` pushes. */
export type Subscriber = {
  role: string;
  claims: JwtClaims;
  bindings: Binding[];
  send(ids: number[], data: ChangeData): void;
};

/** The `data` of a `postgres_changes` frame, shaped like hosted Realtime's (rt `realtime.apply_rls`). */
export type ChangeData = {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeType;
  columns: { name: string; type: string }[];
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
  errors: null;
};

type Row = Record<string, unknown>;

/** Changes loaded per query when many are queued. */
const BATCH_SIZE = 500;

type Change = {
  /** bigint: pg sends it as text. */
  id: string;
  relid: number;
  action: ChangeType;
  newRow: Row | null;
  oldRow: Row | null;
  committedAt: Date;
};

function pick(row: Row | null, names: (name: string) => boolean): Row {
  const picked: Row = {};
  for (const [key, value] of Object.entries(row ?? {})) if (names(key)) picked[key] = value;
  return picked;
}

/** What logical decoding would carry as the old row: the primary key, or all with REPLICA IDENTITY FULL. */
function identityOf(table: TableMeta, row: Row | null): Row {
  const pk = new Set(table.columns.filter((c) => c.isPk).map((c) => c.name));
  return table.fullIdentity ? { ...row } : pick(row, (name) => pk.has(name));
}

function buildData(table: TableMeta, change: Change, selectable: Set<string>): ChangeData {
  const pk = new Set(table.columns.filter((c) => c.isPk).map((c) => c.name));
  const data: ChangeData = {
    schema: table.schema,
    table: table.table,
    commit_timestamp: change.committedAt.toISOString(),
    type: change.action,
    columns: table.columns
      .filter((c) => selectable.has(c.name))
      .map((c) => ({ name: c.name, type: c.typname })),
    errors: null,
  };
  if (change.action !== 'DELETE') data.record = pick(change.newRow, (name) => selectable.has(name));
  if (change.action !== 'INSERT') {
    // With RLS on, a DELETE cannot be checked against the row any more: only its key goes out.
    const keyOnly = change.action === 'DELETE' && table.rlsEnabled;
    data.old_record = pick(identityOf(table, change.oldRow), (name) =>
      selectable.has(name) && (!keyOnly || pk.has(name)),
    );
  }
  return data;
}

function bindingMatches(binding: Binding, table: TableMeta, action: ChangeType): boolean {
  return (
    (binding.schema === '*' || binding.schema === table.schema) &&
    (binding.table === undefined || binding.table === '*' || binding.table === table.table) &&
    (binding.event === '*' || binding.event === action)
  );
}

/**
 * Delivers each change to the subscribers allowed to see it, the way hosted Realtime does:
 * filters are evaluated on the change's row image; changes go only to subscribers whose role and JWT
 * claims can SELECT the row under RLS (for DELETE: could have, judged on the old row); columns the
 * role cannot select are dropped.
 */
export function createDispatcher(pool: pg.Pool, subscribers: Set<Subscriber>, log: (msg: string) => void) {
  /** The changes with these ids, in the order given (the order their notifications came in). */
  async function loadChanges(ids: number[]): Promise<Change[]> {
    const { rows } = await pool.query<Change>(
      `select id, relid::int as relid, action, new_row as "newRow", old_row as "oldRow", committed_at as "committedAt"
       from standin_realtime.changes where id = any($1::bigint[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Runs `sql` (one boolean column `visible`) as the subscriber: their role and JWT claims. */
  async function visibleAs(table: TableMeta, role: string, claims: JwtClaims, sql: string, row: Row): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        role,
        JSON.stringify(claims),
      ]);
      const { rows } = await client.query<{ visible: boolean }>(sql, [JSON.stringify(row)]);
      return rows[0]?.visible === true;
    } catch (error) {
      log(`realtime: RLS check on ${table.rel} as ${role} failed: ${(error as Error).message}`);
      return false;
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  }

  /** INSERT/UPDATE: the row is still there, so Postgres applies RLS itself. */
  function canSeeRow(table: TableMeta, row: Row, role: string, claims: JwtClaims): Promise<boolean> {
    const pkColumns = table.columns.filter((c) => c.isPk).map((c) => quoteIdent(c.name));
    const sql = `select exists (
        select 1 from ${table.rel} t, jsonb_populate_record(null::${table.rel}, $1::jsonb) r
        where ${pkColumns.map((c) => `t.${c} = r.${c}`).join(' and ')}
      ) as visible`;
    return visibleAs(table, role, claims, sql, row);
  }

  /**
   * DELETE: the row is gone, so its old image is checked against the SELECT policies that apply to
   * the role. Stricter than hosted Realtime (which sends the key to everyone): a non-admin subscribed
   * to "Contacts" learns nothing, not even that a submission was deleted.
   */
  async function couldSeeOldRow(table: TableMeta, oldRow: Row, role: string, claims: JwtClaims): Promise<boolean> {
    const { rows: policies } = await pool.query<{ permissive: boolean; qual: string | null }>(
      `select p.polpermissive as permissive, pg_get_expr(p.polqual, p.polrelid) as qual
       from pg_policy p
       where p.polrelid = $1 and p.polcmd in ('r', '*')
         and (0 = any(p.polroles) or exists (select 1 from unnest(p.polroles) r where pg_has_role($2, r, 'MEMBER')))`,
      [table.relid, role],
    );
    const permissive = policies.filter((p) => p.permissive).map((p) => `(${p.qual ?? 'true'})`);
    if (permissive.length === 0) return false; // RLS denies by default
    const restrictive = policies.filter((p) => !p.permissive).map((p) => `(${p.qual ?? 'true'})`);
    const where = [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
    const sql = `select exists (
        select 1 from jsonb_populate_record(null::${table.rel}, $1::jsonb) as ${quoteIdent(table.table)} where ${where}
      ) as visible`;
    return visibleAs(table, role, claims, sql, oldRow);
  }

  function allowedToSee(table: TableMeta, change: Change, role: string, claims: JwtClaims): Promise<boolean> {
    if (!table.rlsEnabled) return Promise.resolve(true);
    return change.action === 'DELETE'
      ? couldSeeOldRow(table, change.oldRow ?? {}, role, claims)
      : canSeeRow(table, change.newRow ?? {}, role, claims);
  }

  /** Memoises `compute` under `key` for one change: many channels share a filter, a role, or a role and claims. */
  function once<T>(cache: Map<string, Promise<T>>, key: string, compute: () => Promise<T>): Promise<T> {
    let result = cache.get(key);
    if (!result) {
      result = compute();
      cache.set(key, result);
    }
    return result;
  }

  /** What one change's delivery has worked out so far, shared by all its subscribers. */
  type Worked = {
    filters: Map<string, Promise<boolean>>;
    selectable: Map<string, Promise<Set<string>>>;
    visible: Map<string, Promise<boolean>>;
    data: Map<string, ChangeData>;
  };

  async function matchingIds(subscriber: Subscriber, table: TableMeta, change: Change, worked: Worked): Promise<number[]> {
    const row = change.action === 'DELETE' ? identityOf(table, change.oldRow) : (change.newRow ?? {});
    const ids = new Set<number>();
    for (const binding of subscriber.bindings) {
      if (!bindingMatches(binding, table, change.action)) continue;
      const { filter } = binding;
      if (filter && !(await once(worked.filters, JSON.stringify(filter), () => rowPassesFilter(pool, table, row, filter)))) continue;
      ids.add(binding.id);
    }
    return [...ids];
  }

  async function deliver(change: Change, table: TableMeta): Promise<void> {
    const pk = table.columns.filter((c) => c.isPk);
    if (pk.length === 0) {
      log(`realtime: ${table.rel} has no primary key; its changes are not delivered`);
      return;
    }
    // Checked once per distinct role (columns) and role-and-claims set (RLS), not once per channel:
    // hundreds of channels of the same visitors cost what one does.
    const worked: Worked = { filters: new Map(), selectable: new Map(), visible: new Map(), data: new Map() };
    for (const subscriber of [...subscribers]) {
      const ids = await matchingIds(subscriber, table, change, worked);
      if (ids.length === 0) continue;
      const { role, claims } = subscriber;
      const selectable = await once(worked.selectable, role, () => selectableColumns(pool, role, table.relid));
      // A role that cannot read the primary key gets nothing (hosted sends an empty 401 event).
      if (!pk.every((c) => selectable.has(c.name))) continue;
      const identity = `${role}\n${JSON.stringify(claims)}`;
      if (!(await once(worked.visible, identity, () => allowedToSee(table, change, role, claims)))) continue;
      let data = worked.data.get(role);
      if (!data) {
        data = buildData(table, change, selectable);
        worked.data.set(role, data);
      }
      subscriber.send(ids, data);
    }
  }

  /**
   * Delivers a batch of queued changes: one query loads them all and one their tables' descriptions,
   * so a bulk write (thousands of rows in one statement) is through in moments and does not hold up
   * the changes queued behind it.
   */
  async function deliverBatch(ids: number[]): Promise<void> {
    const tables = new Map<string, Promise<TableMeta | null>>();
    for (const change of await loadChanges(ids)) {
      try {
        const table = await once(tables, String(change.relid), () => loadTable(pool, change.relid));
        if (table) await deliver(change, table);
      } catch (error) {
        log(`realtime: delivering change ${change.id} failed: ${(error as Error).message}`);
      }
    }
  }

  let pending: number[] = [];
  let draining: Promise<void> = Promise.resolve();

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending.slice(0, BATCH_SIZE);
      pending = pending.slice(BATCH_SIZE);
      await deliverBatch(batch).catch((error: unknown) =>
        log(`realtime: loading changes ${batch[0]}–${batch.at(-1)} failed: ${(error as Error).message}`),
      );
    }
  }

  return {
    /** Changes are delivered one at a time, in notification order. */
    enqueue(id: number): void {
      pending.push(id);
      if (pending.length === 1) draining = draining.then(drain);
    },
    idle(): Promise<void> {
      return draining;
    },
  };
}
