import { describeDbError } from '@/lib/db-errors';
import type { ListPage } from './types';

type PostgrestErrorParts = { code?: string | null; details?: string | null };

function parts(error: unknown): PostgrestErrorParts {
  return error && typeof error === 'object' ? (error as PostgrestErrorParts) : {};
}

/**
 * PostgREST answers an offset past the last row with 416 / PGRST103 ("An offset of 50 was
 * requested, but there are only 2 rows.") instead of an empty page. That happens when rows were
 * deleted meanwhile or the address names a page too far: it is an empty page with the real total,
 * so the screen can step back to the last page.
 */
export function pastTheEnd(error: unknown): ListPage<never> | null {
  const { code, details } = parts(error);
  if (code !== 'PGRST103') return null;
  const total = Number(/only (\d+) rows?/.exec(details ?? '')?.[1] ?? 0);
  return { rows: [], total };
}

/**
 * The sentence a list shows when it cannot load: a timeout (an exact count on a huge table, a
 * search without an index) and a filter or sort the server cannot read get their own words;
 * everything else reads as any database error does.
 */
export function describeListError(error: unknown): string {
  switch (parts(error).code) {
    case '57014':
      return 'The list took too long to load. Try a narrower search or filter.';
    case 'PGRST100':
    case '42703':
      return 'The list cannot be read with this search, filter or sort order.';
    default:
      return describeDbError(error);
  }
}
