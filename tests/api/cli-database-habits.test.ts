import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from '../support/db';
import { dbUrl } from '../support/stack';

/**
 * The database habits of the Supabase CLI's image the stand-in keeps, and the one it leaves off on purpose
 * (docs/decisions/063): extensions on the postgres role's search_path; no default privileges in public.
 */

describe('the postgres role, as the CLI and hosted projects have it', () => {
  it('finds the extensions schema unqualified, so seed SQL can call crypt() and gen_salt()', async () => {
    const client = new pg.Client({ connectionString: dbUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ path: string; ok: boolean }>(
        `select current_setting('search_path') as path, crypt('secret', gen_salt('bf', 4)) like '$2a$04$%' as ok`,
      );
      expect(rows[0]).toEqual({ path: '"$user", public, extensions', ok: true });
    } finally {
      await client.end();
    }
  });
});

describe('default privileges in public', () => {
  it('grant nothing to the API roles: every table, sequence and function is granted by its migration', async () => {
    const rows = await sql<{ acl: string }>(
      `select d.defaclacl::text as acl from pg_default_acl d
        where d.defaclnamespace in (0, 'public'::regnamespace)
          and d.defaclacl::text ~ '(anon|authenticated|service_role)='`,
    );
    expect(rows).toEqual([]);
  });
});
