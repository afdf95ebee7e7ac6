import { createHash } from 'node:crypto';
import { checkFilterValue, parseFilter } from './filters.ts';
import type { Binding, ChangeType } from './dispatch.ts';
import { loadTable, publishedTables, roleExists, type Queryable } from './tables.ts';

/** One entry of the join's `config.postgres_changes`, echoed back verbatim with its id. */
export type ChangeParams = Record<string, unknown>;

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/**
 * A stable, truthy integer per distinct params (hosted uses `:erlang.phash2(params)`): the client
 * fires a binding only when its id is in a change's `ids`, so 0 must never be produced.
 */
export function subscriptionId(params: ChangeParams): number {
  const canonical = JSON.stringify(Object.keys(params).sort().map((key) => [key, params[key]]));
  const id = createHash('sha1').update(canonical).digest().readUInt32BE(0) & 0x7fffffff;
  return id === 0 ? 1 : id;
}

function describe(params: ChangeParams): string {
  const filter = typeof params.filter === 'string' ? params.filter : '';
  return `[event: ${String(params.event)}, schema: ${String(params.schema)}, table: ${String(params.table ?? '*')}, filters: [${filter}]]`;
}

function unableToSubscribe(params: ChangeParams): string {
  return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe(params)}`;
}

async function toBinding(db: Queryable, params: ChangeParams): Promise<Binding | { error: string }> {
  const event = typeof params.event === 'string' ? params.event.toUpperCase() : '';
  const { schema, table, filter } = params;
  if (!EVENTS.has(event) || typeof schema !== 'string') return { error: unableToSubscribe(params) };
  if (table !== undefined && table !== null && typeof table !== 'string') return { error: unableToSubscribe(params) };
  const tableName = typeof table === 'string' ? table : undefined;
  const relids = await publishedTables(db, schema, tableName);
  if (relids.length === 0) return { error: unableToSubscribe(params) };
  const binding: Binding = {
    id: subscriptionId(params),
    event: event as '*' | ChangeType,
    schema,
    table: tableName,
  };
  if (filter === undefined || filter === null || filter === '') return binding;
  if (typeof filter !== 'string' || relids.length !== 1) return { error: unableToSubscribe(params) };
  const meta = await loadTable(db, relids[0]);
  if (!meta) return { error: unableToSubscribe(params) };
  const parsed = parseFilter(filter, meta);
  if ('error' in parsed) return parsed;
  const castError = await checkFilterValue(db, parsed);
  return castError ? { error: castError } : { ...binding, filter: parsed };
}

/** Validates a join's postgres_changes params like hosted Realtime; any invalid one fails them all. */
export async function buildBindings(
  db: Queryable,
  role: string,
  paramsList: ChangeParams[],
): Promise<{ bindings: Binding[] } | { error: string }> {
  if (!(await roleExists(db, role))) return { error: `Invalid JWT role: ${role}` };
  const bindings: Binding[] = [];
  for (const params of paramsList) {
    const result = await toBinding(db, params);
    if ('error' in result) return result;
    bindings.push(result);
  }
  return { bindings };
}
