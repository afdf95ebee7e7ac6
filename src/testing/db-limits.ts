import * as v from 'valibot';
import { fieldLimits, tooLongMessage } from '@/lib/form-rules';

/** Every migration's SQL, read at build time as text. */
const migrations = Object.values(import.meta.glob<string>('../../supabase/migrations/*.sql', { query: '?raw', import: 'default', eager: true }));

/** `constraint <table>_<name>_length check (char_length(<column>) <= N)`, as the migrations write length limits. */
const LENGTH_CHECK = /constraint (\w+)_length check \(char_length\("?([\w ]+?)"?\) <= (\d+)\)/g;

/** Each column's length limit in `table`, read from the migrations' check constraints. */
export function databaseLengthLimits(table: string): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const sql of migrations) {
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
