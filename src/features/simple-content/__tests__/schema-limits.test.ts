import { simpleContentTypes } from '@/config/content-types';
import { describedSchema } from '@/lib/content-description';
import { describeSchemaMirrorsDatabase } from '@/testing/db-limits';

// Each simple type's description limits its fields as its table's checks do.
for (const { table, description } of simpleContentTypes) {
  describeSchemaMirrorsDatabase(describedSchema(description) as unknown as Parameters<typeof describeSchemaMirrorsDatabase>[0], table);
}
