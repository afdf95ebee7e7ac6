import type pg from 'pg';

export type Queryable = Pick<pg.Pool, 'query'>;

export type Column = {
  name: string;
  /** pg_type.typname, what realtime-js converts values by (`int4`, `bool`, `_text`...). */
  typname: string;
  /** format_type(): safe to put in SQL as a cast target. */
  sqlType: string;
  isPk: boolean;
};

export type TableMeta = {
  relid: number;
  schema: string;
  table: string;
  /** `"schema"."table"`, for SQL. */
  rel: string;
  columns: Column[];
  rlsEnabled: boolean;
  /** REPLICA IDENTITY FULL: old rows carry every column, not just the primary key. */
  fullIdentity: boolean;
};

const META_SQL = `
select c.oid::int as relid, n.nspname as schema, c.relname as table,
       format('%I.%I', n.nspname, c.relname) as rel,
       c.relrowsecurity as "rlsEnabled", c.relreplident = 'f' as "fullIdentity",
       coalesce(json_agg(json_build_object(
         'name', a.attname, 'typname', t.typname, 'sqlType', format_type(a.atttypid, a.atttypmod),
         'isPk', a.attnum = any(coalesce(pk.conkey, '{}'))
       ) order by a.attnum) filter (where a.attnum is not null), '[]') as columns
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
left join pg_type t on t.oid = a.atttypid
where c.oid = $1
group by c.oid, n.nspname, c.relname, c.relrowsecurity, c.relreplident, pk.conkey`;

export async function loadTable(db: Queryable, relid: number): Promise<TableMeta | null> {
  const { rows } = await db.query<TableMeta>(META_SQL, [relid]);
  return rows[0] ?? null;
}

/** Tables of the `supabase_realtime` publication matching a subscription's schema/table (`*` = any). */
export async function publishedTables(
  db: Queryable,
  schema: string,
  table: string | undefined,
): Promise<number[]> {
  const { rows } = await db.query<{ relid: number }>(
    `select format('%I.%I', schemaname, tablename)::regclass::oid::int as relid
     from pg_publication_tables
     where pubname = 'supabase_realtime'
       and ($1 = '*' or schemaname = $1)
       and ($2::text is null or $2 = '*' or tablename = $2)`,
    [schema, table ?? null],
  );
  return rows.map((row) => row.relid);
}

export async function roleExists(db: Queryable, role: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'select to_regrole(quote_ident($1)) is not null as exists',
    [role],
  );
  return rows[0]?.exists ?? false;
}

/** Columns of the table the role may SELECT, as hosted Realtime limits `columns` and records. */
export async function selectableColumns(db: Queryable, role: string, relid: number): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $2 and attnum > 0 and not attisdropped
       and has_column_privilege($1::name, $2::oid, attnum, 'SELECT')`,
    [role, relid],
  );
  return new Set(rows.map((row) => row.name));
}
