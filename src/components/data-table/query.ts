/**
 * The non-UI half of the data table: how a search term becomes a PostgREST filter, which rows a
 * page is, and how an export reads every matching row. Features' api/ modules call Supabase with
 * these, so every lead screen searches and pages the same way.
 */

/** Rows per page on the lead screens. */
export const PAGE_SIZE = 25;

/** Rows per request when exporting; hosted Supabase answers at most 1,000 rows per request by default. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * A searchable column. `text` columns match anywhere, case-insensitively (`ilike`). A
 * `phone-number` column holds a 10-digit number (the "Phone Number" bigint of "Contacts"):
 * PostgREST cannot cast it to text inside a filter, so typed digits match as a prefix through a
 * numeric range ("98400" finds 9840000000 to 9840099999), and anything else skips the column.
 */
export type SearchColumn = { column: string; kind: 'text' | 'phone-number' };

export type PageResult<Row> = { rows: Row[]; total: number };

/**
 * A value inside a PostgREST logic tree (`or=(...)`): double-quoted so commas, dots and brackets
 * are data, with backslash escapes for `\` and `"` inside it.
 */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** Makes `%`, `_` and `\` literal in a LIKE pattern. (`*` stays a wildcard: PostgREST turns every `*` into `%`.) */
function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const PHONE_DIGITS = 10;

/**
 * The national digits a search term could be the start of: digits with the usual phone
 * punctuation, without a +91 / 91 / 0 prefix. Null when the term is not phone-like.
 */
export function phoneDigits(term: string): string | null {
  if (!/^[\d\s().+-]+$/.test(term)) return null;
  let digits = term.replace(/\D/g, '');
  if (/^\s*\+\s*91/.test(term) || (digits.length > PHONE_DIGITS && digits.startsWith('91'))) digits = digits.slice(2);
  else if (digits.length > PHONE_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length > 0 && digits.length <= PHONE_DIGITS ? digits : null;
}

/** The inclusive range of 10-digit numbers that start with `digits`. */
export function phonePrefixRange(digits: string): [number, number] {
  const scale = 10 ** (PHONE_DIGITS - digits.length);
  const start = Number(digits) * scale;
  return [start, start + scale - 1];
}

/**
 * The `or(...)` filter for a search box: a row matches when any column matches the trimmed term.
 * Null for an empty term, or when no column can match it.
 */
export function buildSearchFilter(term: string, columns: readonly SearchColumn[]): string | null {
  const needle = term.trim();
  if (!needle) return null;
  const phone = phoneDigits(needle);
  const parts = columns.flatMap(({ column, kind }) => {
    const name = quoted(column);
    if (kind === 'text') return [`${name}.ilike.${quoted(`*${likeLiteral(needle)}*`)}`];
    if (!phone) return [];
    const [from, to] = phonePrefixRange(phone);
    return [`and(${name}.gte.${from},${name}.lte.${to})`];
  });
  return parts.length > 0 ? parts.join(',') : null;
}

/** The inclusive row offsets of 1-based `page`, as `range(from, to)` wants them. */
export function pageRange(page: number, pageSize = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** How many pages `total` rows fill; at least 1 so "Page 1 of 1" reads right for an empty list. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Every row `fetchPage` can give, read in batches until the reported total is reached (or a
 * batch comes back empty, should rows vanish meanwhile). A server that caps rows per request
 * below `batchSize` still yields everything, because the loop follows the total, not the cap.
 */
export async function fetchAllPages<Row>(
  fetchPage: (from: number, to: number) => Promise<PageResult<Row>>,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const { rows: batch, total } = await fetchPage(rows.length, rows.length + batchSize - 1);
    rows.push(...batch);
    if (batch.length === 0 || rows.length >= total) return rows;
  }
}

/**
 * PostgREST answers an offset past the last row with 416 / PGRST103 ("An offset of 50 was
 * requested, but there are only 2 rows.") instead of an empty page. That happens when rows were
 * deleted meanwhile or the address names a page too far: it is an empty page with the real total,
 * so the screen can step back to the last page.
 */
function pastTheEnd(error: unknown): PageResult<never> | null {
  const { code, details } = (error ?? {}) as { code?: string; details?: string | null };
  if (code !== 'PGRST103') return null;
  const total = Number(/only (\d+) rows?/.exec(details ?? '')?.[1] ?? 0);
  return { rows: [], total };
}

/** What a supabase-js select with `{ count: 'exact' }` resolves to. */
type CountedResponse<Row> = { data: Row[] | null; error: unknown; count: number | null };

/**
 * The chain methods a lead query needs. supabase-js builders have them; declared structurally
 * so this module never imports the client and stays testable without it.
 */
export interface SearchableQuery<Row> extends PromiseLike<CountedResponse<Row>> {
  or(filters: string): this;
  order(column: string, options: { ascending: boolean }): this;
  range(from: number, to: number): this;
}

export type PageQuery = { search: string; from: number; to: number };

/**
 * Runs `query` (a `select(..., { count: 'exact' })` on a lead table) for one page of `search`:
 * newest first, with the id as a tie-break so pages never overlap or skip a row.
 */
export async function runPageQuery<Row>(
  query: SearchableQuery<Row>,
  searchColumns: readonly SearchColumn[],
  { search, from, to }: PageQuery,
): Promise<PageResult<Row>> {
  const filter = buildSearchFilter(search, searchColumns);
  const filtered = filter ? query.or(filter) : query;
  const { data, error, count } = await filtered
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error) {
    const empty = pastTheEnd(error);
    if (empty) return empty;
    throw error;
  }
  return { rows: data ?? [], total: count ?? 0 };
}
