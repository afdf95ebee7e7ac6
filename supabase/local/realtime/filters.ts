import { quoteIdent } from './sql.ts';
import type { Queryable, TableMeta } from './tables.ts';

/** The classic hosted filter set: `column=op.value`. */
const OPERATORS = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=', in: '= any' } as const;

export type Operator = keyof typeof OPERATORS;

export type Filter = {
  column: string;
  op: Operator;
  /** For `in`, a Postgres array literal built from `(a,b)`, as hosted Realtime does. */
  value: string;
  /** The column's type, for the cast. */
  sqlType: string;
};

function isOperator(value: string): value is Operator {
  return Object.hasOwn(OPERATORS, value);
}

export function parseFilter(text: string, table: TableMeta): Filter | { error: string } {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text);
  if (!match) return { error: `Error parsing \`filter\` params: ${text}` };
  const [, column, op, raw] = match;
  if (!isOperator(op)) return { error: `Error parsing \`filter\` params: unsupported operator ${op}` };
  const found = table.columns.find((c) => c.name === column);
  if (!found) return { error: `Error parsing \`filter\` params: column ${column} does not exist` };
  const value = op === 'in' ? `{${raw.replace(/^\(/, '').replace(/\)$/, '')}}` : raw;
  return { column, op, value, sqlType: found.sqlType };
}

function castTarget(filter: Filter): string {
  return filter.op === 'in' ? `${filter.sqlType}[]` : filter.sqlType;
}

/** Hosted Realtime refuses a subscription whose filter value does not cast to the column type. */
export async function checkFilterValue(db: Queryable, filter: Filter): Promise<string | null> {
  try {
    await db.query(`select $1::text::${castTarget(filter)}`, [filter.value]);
    return null;
  } catch (error) {
    return `Error parsing \`filter\` params: ${(error as Error).message}`;
  }
}

/** Evaluates the filter against a row image (the change's record, or old record for DELETE). */
export async function rowPassesFilter(
  db: Queryable,
  table: TableMeta,
  row: Record<string, unknown>,
  filter: Filter,
): Promise<boolean> {
  const operator = OPERATORS[filter.op];
  const right = filter.op === 'in' ? `($2::text::${castTarget(filter)})` : `$2::text::${castTarget(filter)}`;
  const { rows } = await db.query<{ passes: boolean | null }>(
    `select r.${quoteIdent(filter.column)} ${operator} ${right} as passes
     from jsonb_populate_record(null::${table.rel}, $1::jsonb) r`,
    [JSON.stringify(row), filter.value],
  );
  return rows[0]?.passes === true;
}
