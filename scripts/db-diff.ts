import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { displayPath, PROJECT_ROOT, StandInError } from '../supabase/local/context.ts';
import {
  compareSnapshots,
  compareWithSchemaFiles,
  describeDifference,
  isDrop,
  SchemaFileError,
  takeSnapshot,
  type Comparison,
  type ManagedObject,
  type ObjectKind,
  type Snapshot,
} from '../supabase/local/schema-snapshot.ts';
import { withLocalDatabase } from '../supabase/local/standin.ts';
import { isTableKind, newTableKeys, tableMigration, TableChangeError } from '../supabase/local/table-changes.ts';

/**
 * `npm run db:diff -- <migration_name>`: writes the migration that brings the database to what supabase/schemas/
 * defines (docs/decisions/043-declarative-schema-files.md, 100, docs/checklists/schema-change.md).
 *
 * On the local database (migrations applied first), it compares what the schema files define with what the
 * migrations made, in a transaction that is rolled back, and notes which statements of the files make each object.
 * The migration holds, for every function, view, policy, trigger or new table that changed or is new, its
 * statements from the files (a policy's preceded by a `drop policy if exists`); for a table that exists, the
 * `alter table` statements table-changes.ts writes; and a drop for every object the files no longer define. Then it
 * applies the migration in another rolled-back transaction to check that it gives exactly what the files define.
 */

const MIGRATIONS_DIR = join(PROJECT_ROOT, 'supabase', 'migrations');
const USAGE = 'usage: npm run db:diff -- <migration_name>   (lower-case letters, digits and _, e.g. lead_fields_trim_names)';

/** `20261125183604` for a moment, in UTC like the migrations' versions. */
const versionOf = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);

/** Now, or a second after the newest migration if that is later: migrations apply in version order. */
function nextVersion(): string {
  const latest = readdirSync(MIGRATIONS_DIR)
    .map((name) => name.slice(0, 14))
    .filter((version) => /^\d{14}$/.test(version))
    .sort()
    .at(-1);
  const now = versionOf(new Date());
  if (!latest || now > latest) return now;
  const iso = latest.replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3T$4:$5:$6Z');
  return versionOf(new Date(Date.parse(iso) + 1000));
}

const ofKind = (objects: ManagedObject[], kind: ObjectKind) => objects.filter((object) => object.kind === kind).map((object) => object.drop);

function migrationSql(name: string, comparison: Comparison): string {
  const { database, differences, statements } = comparison;
  // A table that exists is altered (table-changes.ts); only a new one is made by its statements from the files.
  const ofNewTables = newTableKeys(comparison);
  const wanted = new Set(
    differences.filter((difference) => difference.change !== 'undeclared' && (!isTableKind(difference.key) || ofNewTables.has(difference.key))).map((difference) => difference.key),
  );
  const tables = tableMigration(comparison);
  const removed = differences
    .filter((difference) => difference.change === 'undeclared')
    .map((difference) => database.get(difference.key) as ManagedObject);
  // A policy is replaced by dropping it first; the files usually say so themselves.
  const droppedByFiles = new Set(statements.filter(isDrop).flatMap((statement) => statement.keys));

  const out = [
    `-- ${name}: written by \`npm run db:diff -- ${name}\` from supabase/schemas/`,
    '-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the',
    '-- migrations before this one:',
    ...differences.map((difference) => `--   ${describeDifference(difference)}`),
    '',
    '-- Functions are created in the order of the schema files, some before the functions they call.',
    'set check_function_bodies = off;',
  ];
  // What the files no longer define: its dependents first, the functions they may call last.
  const dropsFirst = [...ofKind(removed, 'trigger'), ...ofKind(removed, 'policy'), ...ofKind(removed, 'view')];
  if (dropsFirst.length) out.push('', ...dropsFirst);
  if (tables.before.length) out.push('', ...tables.before);
  let previousKeys = '';
  for (const statement of statements) {
    const keys = statement.keys.filter((key) => wanted.has(key));
    if (!keys.length) continue;
    const objectStarts = keys.join('\n') !== previousKeys;
    if (objectStarts || statement.text.startsWith('--')) out.push('');
    if (objectStarts) {
      for (const key of keys) {
        if (key.startsWith('policy ') && !droppedByFiles.has(key)) out.push(`drop policy if exists ${key.slice('policy '.length)};`);
      }
    }
    out.push(statement.text);
    previousKeys = keys.join('\n');
  }
  if (tables.after.length) out.push('', ...tables.after);
  const dropsLast = [...tables.last, ...ofKind(removed, 'function')];
  if (dropsLast.length) out.push('', ...dropsLast);
  out.push('', 'reset check_function_bodies;', '');
  return out.join('\n');
}

/** Applies the migration in a transaction that is rolled back; what it leaves different from the files, if anything. */
async function checkMigration(client: pg.Client, sql: string, declared: Snapshot): Promise<string[]> {
  await client.query('begin');
  try {
    await client.query(sql);
    return compareSnapshots(await takeSnapshot(client), declared).map(describeDifference);
  } catch (error) {
    return [`applying it fails: ${(error as Error).message}`];
  } finally {
    await client.query('rollback');
  }
}

async function diff(name: string): Promise<void> {
  await withLocalDatabase({ log: (msg) => console.log(msg) }, async ({ dbUrl }) => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const comparison = await compareWithSchemaFiles(client, { attribute: true });
      if (!comparison.differences.length) {
        console.log('supabase/schemas/ and the migrations agree: no migration written.');
        return;
      }
      const sql = migrationSql(name, comparison);
      const path = join(MIGRATIONS_DIR, `${nextVersion()}_${name}.sql`);
      writeFileSync(path, sql);
      console.log(`Wrote ${displayPath(path)}:`);
      for (const difference of comparison.differences) console.log(`  ${describeDifference(difference)}`);
      const left = await checkMigration(client, sql, comparison.declared);
      if (left.length) {
        console.error('Applied to the local database (and rolled back), it does not give what supabase/schemas/ defines:');
        for (const line of left) console.error(`  ${line}`);
        console.error('Edit it by hand (a function whose result type changes, for example, must be dropped first).');
        process.exitCode = 1;
      } else {
        console.log('Checked: applied to the local database (and rolled back), it gives exactly what supabase/schemas/ defines.');
        console.log('Review it, then `npm run db:reset` applies it (docs/checklists/schema-change.md).');
      }
    } finally {
      await client.end();
    }
  });
}

const name = process.argv[2] ?? '';
if (!/^[a-z0-9_]+$/.test(name) || process.argv.length > 3) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  try {
    await diff(name);
  } catch (error) {
    console.error(error instanceof StandInError || error instanceof SchemaFileError || error instanceof TableChangeError ? error.message : error);
    process.exitCode = 1;
  }
}
