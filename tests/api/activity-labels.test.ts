import { expect, it } from 'vitest';
import { tableLabels } from '@/features/activity/labels';
import { sql } from '../support/db';

/** The activity log names every table it records in words (docs/product.md §10, Activity log), never by its SQL name. */
it('every table the audit trigger watches has a name in the activity log', async () => {
  const audited = await sql<{ table_name: string }>(
    `select distinct c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgfoid = 'public.audit_row_change'::regproc and c.relnamespace = 'public'::regnamespace order by 1`,
  );
  const unnamed = audited.map(({ table_name }) => table_name).filter((table) => !Object.hasOwn(tableLabels, table));
  expect(unnamed).toEqual([]);
});
