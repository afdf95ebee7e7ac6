import pg from 'pg';
import { dbUrl } from './stack';

/**
 * Direct SQL on the run's database as the superuser (bypasses RLS and grants): for arranging data and
 * checking what was really stored. Tests exercise behaviour through supabase-js, not through this.
 */

let pool: pg.Pool | undefined;

function db(): pg.Pool {
  // allowExitOnIdle: an idle pool never keeps the test worker alive.
  pool ??= new pg.Pool({ connectionString: dbUrl(), max: 3, allowExitOnIdle: true });
  return pool;
}

export async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  return (await db().query<Row>(text, params)).rows;
}

/** The single value of a one-row, one-column query, e.g. `await sqlValue<number>('select count(*)::int from x')`. */
export async function sqlValue<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql(text, params);
  if (!row) throw new Error(`no row from: ${text}`);
  return Object.values(row)[0] as T;
}
