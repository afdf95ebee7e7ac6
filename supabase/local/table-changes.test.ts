import { describe, expect, it } from 'vitest';
import type { Comparison, Difference, ManagedObject } from './schema-snapshot.ts';
import { newTableKeys, TableChangeError, tableMigration } from './table-changes.ts';

const table = (name: string, parts: Partial<Record<string, string>> = {}): ManagedObject => ({
  key: `table ${name}`,
  kind: 'table',
  parts: { columns: 'id uuid default gen_random_uuid() not null', 'row level security': 'enabled', grants: '', 'column grants': '', comment: '', 'column comments': '', publications: '', 'replica identity': 'd', ...parts } as Record<string, string>,
  drop: `drop table if exists ${name};`,
});
const constraint = (key: string, definition: string): ManagedObject => ({ key, kind: 'constraint', parts: { definition }, drop: '' });
const index = (name: string, definition: string): ManagedObject => ({ key: `index ${name}`, kind: 'index', parts: { definition }, drop: '' });

/** The comparison db:diff gets, from the objects as the migrations made them and as the files declare them. */
function comparison(database: ManagedObject[], declared: ManagedObject[]): Comparison {
  const [was, wanted] = [new Map(database.map((o) => [o.key, o])), new Map(declared.map((o) => [o.key, o]))];
  const differences = [...new Set([...was.keys(), ...wanted.keys()])].sort().flatMap((key): Difference[] => {
    const [a, b] = [was.get(key), wanted.get(key)];
    if (!b) return [{ key, change: 'undeclared', parts: [] }];
    if (!a) return [{ key, change: 'new', parts: [] }];
    const parts = Object.keys(b.parts).filter((part) => a.parts[part] !== b.parts[part]);
    return parts.length ? [{ key, change: 'changed', parts }] : [];
  });
  return { database: was, declared: wanted, differences, statements: [] };
}

describe("a table's change as db:diff writes it", () => {
  it('adds, drops and alters columns in place', () => {
    const before = table('public.campaigns', { columns: 'id uuid not null\nterms text\nold_note text\nversion integer default 1 not null' });
    const after = table('public.campaigns', { columns: "id uuid not null\nterms text default ''::text not null\nversion bigint not null\npo_number text" });
    expect(tableMigration(comparison([before], [after])).before).toEqual([
      'alter table public.campaigns drop column old_note;',
      "alter table public.campaigns alter column terms set default ''::text;",
      'alter table public.campaigns alter column terms set not null;',
      'alter table public.campaigns alter column version type bigint;',
      'alter table public.campaigns alter column version drop default;',
      'alter table public.campaigns add column po_number text;',
    ]);
  });

  it('refuses columns in another order and a new column before old ones, which the database cannot do', () => {
    const before = table('public.t', { columns: 'a text\nb text' });
    expect(() => tableMigration(comparison([before], [table('public.t', { columns: 'b text\na text' })]))).toThrow(TableChangeError);
    expect(() => tableMigration(comparison([before], [table('public.t', { columns: 'a text\nc text\nb text' })]))).toThrow(/new columns go last/);
  });

  it("sets grants, column grants, row-level security, comments and the publication to the files'", () => {
    const before = table('public.offers', { grants: 'anon select, postgres select', 'column grants': '"Full name": anon insert' });
    const after = table('public.offers', {
      grants: 'authenticated insert, authenticated select, postgres select',
      'column grants': '',
      'row level security': 'forced',
      comment: "The agency's offers",
      'column comments': 'id: Its id',
      publications: 'supabase_realtime',
    });
    expect(tableMigration(comparison([before], [after])).before).toEqual([
      'alter table public.offers enable row level security;',
      'alter table public.offers force row level security;',
      'revoke all on table public.offers from anon, authenticated, service_role;',
      'grant insert, select on table public.offers to authenticated;',
      'revoke all ("Full name") on table public.offers from anon, authenticated, service_role;',
      "comment on table public.offers is 'The agency''s offers';",
      "comment on column public.offers.id is 'Its id';",
      'alter publication supabase_realtime add table public.offers;',
    ]);
  });

  it('replaces a changed constraint or index, drops what the files left out, and leaves a new table to its own statements', () => {
    const sites = table('public.sites');
    const declared = [
      sites,
      constraint('constraint sites_code_length on public.sites', 'CHECK ((char_length(code) <= 40))'),
      index('public.sites_code_idx', 'CREATE INDEX sites_code_idx ON public.sites USING btree (code)'),
      table('public.invoices'),
      constraint('constraint invoices_pkey on public.invoices', 'PRIMARY KEY (id)'),
      index('public.invoices_number_idx', 'CREATE INDEX invoices_number_idx ON public.invoices USING btree (number)'),
    ];
    const database = [
      sites,
      constraint('constraint sites_code_length on public.sites', 'CHECK ((char_length(code) <= 20))'),
      index('public.sites_old_idx', 'CREATE INDEX sites_old_idx ON public.sites USING btree (name)'),
      table('public.retired'),
    ];
    const compared = comparison(database, declared);
    expect(tableMigration(compared)).toEqual({
      before: ['alter table public.sites drop constraint if exists sites_code_length;', 'drop index if exists public.sites_old_idx;'],
      after: [
        'alter table public.sites add constraint sites_code_length CHECK ((char_length(code) <= 40));',
        'CREATE INDEX sites_code_idx ON public.sites USING btree (code);',
      ],
      last: ['drop table if exists public.retired;'],
    });
    expect([...newTableKeys(compared)].sort()).toEqual(['constraint invoices_pkey on public.invoices', 'index public.invoices_number_idx', 'table public.invoices']);
  });
});
