import * as v from 'valibot';
import { fieldLimits, tooLongMessage } from '@/lib/form-rules';

/** The current schema (supabase/schemas/, decision 100), read at build time as text. */
const schemaFiles = Object.values(import.meta.glob<string>('../../supabase/schemas/*.sql', { query: '?raw', import: 'default', eager: true }));

/** `constraint <table>_<name>_length CHECK ((char_length(<column>) <= N))`, as the schema files declare length limits. */
const LENGTH_CHECK = /constraint (\w+)_length check \(+char_length\("?([\w ]+?)"?\) <= (\d+)\)+/gi;

/** Each column's length limit in `table`, read from the schema's check constraints. */
export function databaseLengthLimits(table: string): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const sql of schemaFiles) {
    for (const [, constraint, column, max] of sql.matchAll(LENGTH_CHECK)) {
      if (constraint.startsWith(`${table}_`)) limits[column] = Number(max);
    }
  }
  return limits;
}

/** A form's object schema: each field's rule, by name. */
type FormSchema = { readonly entries: Readonly<Record<string, v.GenericSchema>> };

/** The form schema's length limits for the fields it shares with `table`, next to the database's own. */
function sharedLimits(schema: FormSchema, table: string) {
  const database = databaseLengthLimits(table);
  const form = fieldLimits(schema);
  const shared = Object.keys(form).filter((field) => field in database);
  return { shared, form: Object.fromEntries(shared.map((field) => [field, form[field]])), database };
}

/**
 * Tests that `schema` limits each text field as `table` does (so a form never accepts what Postgres
 * refuses) and that one character too many is an error on that field naming the limit (docs/product.md §10, Visitor and staff fixes).
 */
export function describeSchemaMirrorsDatabase(schema: FormSchema, table: string): void {
  describe(`the form schema mirrors ${table}'s length limits`, () => {
    const { shared, form, database } = sharedLimits(schema, table);

    it('limits each text field as the database does', () => {
      expect(shared.length).toBeGreaterThan(0);
      expect(form).toEqual(Object.fromEntries(shared.map((field) => [field, database[field]])));
    });

    it.each(shared)('refuses %s one character over its limit, naming the limit', (field) => {
      const max = database[field];
      const messages = (text: string) => v.safeParse(schema.entries[field], text).issues?.map((issue) => issue.message) ?? [];
      expect(messages('x'.repeat(max + 1))).toContain(tooLongMessage(max));
      expect(messages('x'.repeat(max))).not.toContain(tooLongMessage(max));
    });
  });
}
