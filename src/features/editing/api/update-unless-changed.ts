import type { ContentTable } from '@/config/content-types';
import type { TablesUpdate } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { recordWord, staleSaveSentence } from '../sentences';
import { fetchLatestSave } from './fetch-latest-save';
import { fetchVersion } from './fetch-version';

/**
 * Updates record `id` only if it is still the version the form loaded (its `updated_at`): optimistic concurrency,
 * so a save made after someone else's is refused with who and when instead of silently replacing their work
 * (docs/decisions/066). Without `loadedAt` the update is unconditional. Other failures read as expectWritten's.
 */
export async function updateUnlessChanged<T extends ContentTable>(table: T, id: string, values: TablesUpdate<T>, loadedAt: string | undefined): Promise<void> {
  // One table at a time at run time; the union of six tables' column types is more than supabase-js's types can check.
  const update = supabase.from(table as ContentTable).update(values as never).eq('id', id);
  const written = await (loadedAt ? update.eq('updated_at', loadedAt) : update).select('id');
  if (!written.error && written.data.length === 0 && loadedAt) await refuseIfChanged(table, id, loadedAt);
  expectWritten(written, recordWord(table), 'save');
}

/** Throws the stale-save sentence when the record still exists with another version than the one loaded. */
async function refuseIfChanged(table: ContentTable, id: string, loadedAt: string): Promise<void> {
  const version = await fetchVersion(table, id);
  if (!version || Date.parse(version) === Date.parse(loadedAt)) return;
  throw new Error(staleSaveSentence(table, await fetchLatestSave(table, id, loadedAt)));
}
