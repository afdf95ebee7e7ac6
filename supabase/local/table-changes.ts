import type { Comparison, ManagedObject } from './schema-snapshot.ts';

/**
 * The statements that bring a table, its constraints and its indexes from what the migrations made to what
 * supabase/schemas/ declares (docs/decisions/100): written from the two catalogs, since a table that exists is
 * altered, never created again. A new table is not here: its own statements from the files make it. What cannot
 * be written safely (a column moved, a generated column changed) is an error that asks for a hand-written migration.
 */

export class TableChangeError extends Error {
  override name = 'TableChangeError';
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const nameOf = (key: string) => key.slice(key.indexOf(' ') + 1);
/** `constraint c on public.t` → ['public.t', 'c']. */
const constraintParts = (key: string): [string, string] => {
  const [, constraint = '', table = ''] = /^constraint (.*) on (.*)$/.exec(key) ?? [];
  return [table, constraint];
};

/** `"Full name" text default 'x'::text not null` → its name, as the catalog quotes it, and the rest. */
function splitColumn(line: string): { name: string; rest: string } {
  const match = /^("(?:[^"]|"")+"|\S+) (.*)$/.exec(line);
  if (!match) throw new TableChangeError(`Cannot read the column '${line}'.`);
  return { name: match[1] as string, rest: match[2] as string };
}

type ColumnFacts = { type: string; default: string | null; generated: string | null; notNull: boolean };

function columnFacts(rest: string): ColumnFacts {
  const notNull = / not null$/.test(rest);
  const body = rest.replace(/ not null$/, '');
  const generated = / generated always as \((.*)\) stored$/.exec(body);
  const withDefault = / default (.*)$/.exec(body);
  const type = body.replace(/ (generated always as .*|default .*)$/, '');
  return { type, default: generated ? null : (withDefault?.[1] ?? null), generated: generated?.[1] ?? null, notNull };
}

function columnChanges(table: string, from: string, to: string): string[] {
  const before = from.split('\n').filter(Boolean).map(splitColumn);
  const after = to.split('\n').filter(Boolean).map(splitColumn);
  const known = new Map(before.map((column) => [column.name, column.rest]));
  const wanted = new Map(after.map((column) => [column.name, column.rest]));
  const kept = after.filter((column) => known.has(column.name)).map((column) => column.name);
  const order = before.filter((column) => wanted.has(column.name)).map((column) => column.name);
  if (kept.join() !== order.join()) throw new TableChangeError(`${table}: the columns kept are in another order; a table's columns cannot move (new ones go last).`);
  const firstNew = after.findIndex((column) => !known.has(column.name));
  if (firstNew !== -1 && after.slice(firstNew).some((column) => known.has(column.name))) {
    throw new TableChangeError(`${table}: a new column is listed before one the table has; new columns go last, as the database adds them.`);
  }
  const out: string[] = [];
  for (const column of before) if (!wanted.has(column.name)) out.push(`alter table ${table} drop column ${column.name};`);
  for (const column of after) {
    const old = known.get(column.name);
    if (old === undefined) {
      out.push(`alter table ${table} add column ${column.name} ${column.rest};`);
      continue;
    }
    if (old === column.rest) continue;
    const [a, b] = [columnFacts(old), columnFacts(column.rest)];
    if (a.generated !== b.generated) throw new TableChangeError(`${table}.${column.name}: a generated column changed; write this migration by hand.`);
    const alter = `alter table ${table} alter column ${column.name}`;
    if (a.type !== b.type) out.push(`${alter} type ${b.type};`);
    if (a.default !== b.default) out.push(b.default === null ? `${alter} drop default;` : `${alter} set default ${b.default};`);
    if (a.notNull !== b.notNull) out.push(`${alter} ${b.notNull ? 'set' : 'drop'} not null;`);
  }
  return out;
}

/** `anon select, authenticated insert` (the snapshot's grants) → role → privileges; the owner's are its own. */
function grantsByRole(grants: string): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  for (const grant of grants.split(', ').filter(Boolean)) {
    const [role = '', ...privilege] = grant.split(' ');
    if (role === 'postgres') continue;
    roles.set(role, [...(roles.get(role) ?? []), privilege.join(' ')]);
  }
  return roles;
}

function grantChanges(table: string, to: string): string[] {
  const out = [`revoke all on table ${table} from anon, authenticated, service_role;`];
  for (const [role, privileges] of grantsByRole(to)) out.push(`grant ${privileges.join(', ')} on table ${table} to ${role};`);
  return out;
}

/** `column: text` lines (the snapshot's column grants and comments) → column → text. */
const byColumn = (text: string) => new Map(text.split('\n').filter(Boolean).map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]));

function columnGrantChanges(table: string, from: string, to: string): string[] {
  const [before, after] = [byColumn(from), byColumn(to)];
  const out: string[] = [];
  for (const column of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(column) === after.get(column)) continue;
    out.push(`revoke all (${column}) on table ${table} from anon, authenticated, service_role;`);
    for (const [role, privileges] of grantsByRole(after.get(column) ?? '')) out.push(`grant ${privileges.join(', ')} (${column}) on table ${table} to ${role};`);
  }
  return out;
}

function commentChanges(table: string, from: string, to: string): string[] {
  const [before, after] = [byColumn(from), byColumn(to)];
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((column) => before.get(column) !== after.get(column))
    .map((column) => `comment on column ${table}.${column} is ${after.has(column) ? quote(after.get(column) as string) : 'null'};`);
}

function publicationChanges(table: string, from: string, to: string): string[] {
  const [before, after] = [new Set(from.split(', ').filter(Boolean)), new Set(to.split(', ').filter(Boolean))];
  return [
    ...[...before].filter((name) => !after.has(name)).map((name) => `alter publication ${name} drop table ${table};`),
    ...[...after].filter((name) => !before.has(name)).map((name) => `alter publication ${name} add table ${table};`),
  ];
}

const REPLICA_IDENTITY: Record<string, string> = { d: 'default', f: 'full', n: 'nothing' };

/** The statements for one table that both define, differently. */
function tableChanges(from: ManagedObject, to: ManagedObject, parts: string[]): string[] {
  const table = nameOf(to.key);
  const out: string[] = [];
  for (const part of parts) {
    const [a = '', b = ''] = [from.parts[part], to.parts[part]];
    if (part === 'columns') out.push(...columnChanges(table, a, b));
    else if (part === 'row level security') {
      out.push(`alter table ${table} ${b === 'disabled' ? 'disable' : 'enable'} row level security;`);
      if ((a === 'forced') !== (b === 'forced')) out.push(`alter table ${table} ${b === 'forced' ? 'force' : 'no force'} row level security;`);
    } else if (part === 'grants') out.push(...grantChanges(table, b));
    else if (part === 'column grants') out.push(...columnGrantChanges(table, a, b));
    else if (part === 'comment') out.push(`comment on table ${table} is ${b ? quote(b) : 'null'};`);
    else if (part === 'column comments') out.push(...commentChanges(table, a, b));
    else if (part === 'publications') out.push(...publicationChanges(table, a, b));
    else if (part === 'replica identity') out.push(`alter table ${table} replica identity ${REPLICA_IDENTITY[b] ?? b};`);
    else throw new TableChangeError(`${table}: its ${part} changed; write this migration by hand.`);
  }
  return out;
}

export const isTableKind = (key: string): boolean => /^(table|constraint|index) /.test(key);

/** The table a table, constraint or index key belongs to (an index's, from its definition). */
function tableOf(key: string, object: ManagedObject | undefined): string {
  if (key.startsWith('table ')) return nameOf(key);
  if (key.startsWith('constraint ')) return constraintParts(key)[0];
  return / ON (\S+) /.exec(object?.parts.definition ?? '')?.[1] ?? '';
}

/** The keys of the tables the files add, with their constraints and indexes: their statements from the files make them. */
export function newTableKeys({ declared, differences }: Comparison): Set<string> {
  const added = new Set(differences.filter((d) => d.change === 'new' && d.key.startsWith('table ')).map((d) => nameOf(d.key)));
  return new Set([...declared.keys()].filter((key) => isTableKind(key) && added.has(tableOf(key, declared.get(key)))));
}

/**
 * Statements for the tables, constraints and indexes that differ: `before` runs ahead of the files' statements
 * (constraints and indexes going, columns and the tables' own settings changing), `after` once they have run (new
 * or changed constraints and indexes, which may need a new table or column), `last` drops the tables the files no
 * longer declare. New tables are left to their statements from the files, with their constraints and indexes.
 */
export function tableMigration(comparison: Comparison): { before: string[]; after: string[]; last: string[] } {
  const { database, declared, differences } = comparison;
  const ofNewTables = newTableKeys(comparison);
  const before: string[] = [];
  const after: string[] = [];
  const last: string[] = [];
  for (const { key, change, parts } of differences) {
    if (!isTableKind(key) || ofNewTables.has(key)) continue;
    const was = database.get(key);
    const wanted = declared.get(key);
    if (key.startsWith('table ')) {
      if (change === 'undeclared') last.push(`drop table if exists ${nameOf(key)};`);
      else if (was && wanted) before.push(...tableChanges(was, wanted, parts));
    } else if (key.startsWith('constraint ')) {
      const [table, constraint] = constraintParts(key);
      if (change !== 'new') before.push(`alter table ${table} drop constraint if exists ${constraint};`);
      if (wanted) after.push(`alter table ${table} add constraint ${constraint} ${wanted.parts.definition};`);
    } else {
      if (change !== 'new') before.push(`drop index if exists ${nameOf(key)};`);
      if (wanted) after.push(`${wanted.parts.definition};`);
    }
  }
  return { before, after, last };
}
