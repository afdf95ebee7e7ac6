import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWithSchemaFiles, describeDifference, readSchemaFiles, type SchemaFile } from '../../supabase/local/schema-snapshot';
import { dbUrl } from '../support/stack';

/**
 * supabase/schemas/ is where the current schema is read and changed: tables with their columns, constraints,
 * indexes and grants, functions, views, row-level-security policies and triggers (docs/decisions/043, 100). On this
 * run's freshly migrated database, dropping them all and running the schema files must give every one back exactly
 * as the migrations made it, so the files cannot drift from the migrations. Each comparison runs in one transaction
 * that is rolled back, whatever happens.
 */

const ADVICE =
  'supabase/schemas/ and supabase/migrations/ disagree on these objects. After changing a schema file, run ' +
  '`npm run db:diff -- <migration_name>` to write its migration; after a hand-written migration, make the schema ' +
  'file say the same (docs/checklists/schema-change.md)';

describe('supabase/schemas/', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: dbUrl() });
    await client.connect();
  });
  afterAll(() => client.end());

  it('defines every table, constraint, index, function, view, policy and trigger exactly as the migrations made them', async () => {
    const { database, differences } = await compareWithSchemaFiles(client);
    expect(database.size, 'the snapshot sees the managed objects').toBeGreaterThan(600);
    expect(differences.map(describeDifference), ADVICE).toEqual([]);
  });

  it('names each object the files define differently: a column, a constraint and a policy left out, a grant left out, a function changed', async () => {
    const edit = (files: SchemaFile[], change: (text: string) => string | undefined): SchemaFile[] =>
      files.map((file) => ({
        ...file,
        statements: file.statements.flatMap((statement) => {
          const text = change(statement.text);
          return text === undefined ? [] : [{ ...statement, text }];
        }),
      }));
    const files = edit(readSchemaFiles(), (text) => {
      if (/^create policy media_select_staff /m.test(text)) return undefined;
      if (/^create table public\.campaigns \(/m.test(text)) return text.replace('  accepted_designation text,\n', '').replace(/ {2}constraint campaigns_terms_length .*\n/, '');
      if (/^grant execute on function public\.dashboard_count\(text\) /m.test(text)) return undefined;
      return text.replace("(lead - 'id' - 'created_at' - 'form_elapsed_ms')", "(lead - 'id' - 'created_at')");
    });
    const { differences } = await compareWithSchemaFiles(client, { files });
    expect(differences.map(describeDifference)).toEqual(
      expect.arrayContaining([
        'function public.dashboard_count(text): differs in grants',
        'function public.lead_fingerprint(jsonb): differs in definition',
        'policy media_select_staff on storage.objects: in the database, not in supabase/schemas/',
        'table public.campaigns: differs in columns',
        'constraint campaigns_terms_length on public.campaigns: in the database, not in supabase/schemas/',
      ]),
    );
  });
});
