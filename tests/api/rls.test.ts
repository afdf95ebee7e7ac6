import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';
import { createTestUser, type TestRole, type TestUser } from '../support/users';

/**
 * The row-level security matrix of supabase/migrations/*_security.sql, through PostgREST with
 * supabase-js, for every demo actor and every table. Each test arranges its own rows with the
 * service role and removes them, so it never depends on what else is in the database.
 */

const ACTORS = ['anon', 'reviewer', 'editor', 'sales', 'admin', 'member', 'noprofile'] as const;
type Actor = (typeof ACTORS)[number];
type Operation = 'select' | 'insert' | 'update' | 'delete';

const EVERYONE: readonly Actor[] = ACTORS;
const EDITORS: readonly Actor[] = ['admin', 'editor'];
const ADMINS: readonly Actor[] = ['admin'];
/** Those who work leads (can_manage_leads()): they read leads, and only admins delete them (decision 073). */
const LEAD_WORKERS: readonly Actor[] = ['admin', 'sales'];
const NOBODY: readonly Actor[] = [];

const CONTENT_RULES: Record<Operation, readonly Actor[]> = { select: EVERYONE, insert: EDITORS, update: EDITORS, delete: ADMINS };
const LEAD_RULES: Record<Operation, readonly Actor[]> = { select: LEAD_WORKERS, insert: EVERYONE, update: NOBODY, delete: ADMINS };

type Row = Record<string, unknown>;
type TableCase = {
  table: string;
  rules: Record<Operation, readonly Actor[]>;
  /** The column a test's tag goes in, to find the rows it made. */
  marker: string;
  /** A valid new row carrying `tag` in its marker column. */
  sample: (tag: string) => Row;
};

const IMAGE = '/images/seed/gallery/omr-hoarding.svg';

/** An offer's packages: a festival booking names one of them (supabase/migrations/20261126001500_offers.sql). */
const PACKAGES = [{ name: 'Festival Pro', duration: '30 days', original_price: 120000, offer_price: 75000, features: ['5 hoardings'], popular: true }];

/** A published, running offer of this file's own, for the festival bookings to name (made in beforeAll). */
let bookedOfferId = '';

beforeAll(async () => {
  const [offer] = await sql<{ id: string }>(
    `insert into public.offers (slug, title, season, lead, hero_image, valid_from, valid_until, packages, status, published_at)
     values ($1, 'RLS booked offer', 'Diwali', 'A lead.', $2, now() - interval '1 day', now() + interval '30 days', $3, 'published', now() - interval '1 hour')
     returning id`,
    [`rls-booked-offer-${randomUUID().slice(0, 8)}`, IMAGE, JSON.stringify(PACKAGES)],
  );
  bookedOfferId = offer!.id;
});

afterAll(async () => {
  await sql('delete from public.offers where id = $1', [bookedOfferId]);
});

/** A published opening taking applications (the seed's), for the applications to name. */
const OPEN_OPENING = '5eedca4e-0000-4000-8000-000000000001';

/**
 * CV files for the applications the matrix makes, one each (cv_path is unique): rows of the applications bucket,
 * which is what the trigger checks (the file's bytes are the storage tests').
 */
const cvPaths = Array.from({ length: 80 }, () => `cvs/${randomUUID()}.pdf`);
let nextCv = 0;

beforeAll(async () => {
  await sql(`insert into storage.objects (bucket_id, name, metadata) select 'applications', unnest($1::text[]), '{"size": 2048}'::jsonb`, [cvPaths]);
});

afterAll(async () => {
  await sql(`delete from storage.objects where bucket_id = 'applications' and name = any($1::text[])`, [cvPaths]);
});

const TABLES: TableCase[] = [
  {
    table: 'clients',
    rules: CONTENT_RULES,
    marker: 'name',
    sample: (tag) => ({ name: tag, logo: IMAGE, industry: 'Retail' }),
  },
  {
    table: 'testimonials',
    rules: CONTENT_RULES,
    marker: 'name',
    sample: (tag) => ({ name: tag, position: 'Brand Manager', company: 'Test Co', testimonial: 'Very good work.', image: IMAGE }),
  },
  {
    table: 'success_stories',
    rules: CONTENT_RULES,
    marker: 'title',
    sample: (tag) => ({ title: tag, description: 'A campaign.', image_url: IMAGE, category: 'Outdoor & Digital', metrics: { Reach: '1M' } }),
  },
  {
    table: 'gallery_images',
    rules: CONTENT_RULES,
    marker: 'title',
    sample: (tag) => ({ title: tag, description: 'A site.', image_url: IMAGE, category: 'outdoor', tags: ['billboard'] }),
  },
  {
    table: 'blog_posts',
    rules: CONTENT_RULES,
    marker: 'title',
    sample: (tag) => ({
      title: tag,
      excerpt: 'An excerpt.',
      content: 'First paragraph.\n\nSecond paragraph.',
      author_name: 'Test Author',
      author_avatar: IMAGE,
      author_role: 'Writer',
      category: 'Strategy',
      image: IMAGE,
      published_at: '2026-01-15',
    }),
  },
  {
    table: 'offers',
    rules: CONTENT_RULES,
    marker: 'title',
    // Published and due, so that visitors may read it (docs/decisions/029).
    sample: (tag) => ({
      slug: tag.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: tag,
      season: 'Pongal',
      lead: 'A lead.',
      hero_image: IMAGE,
      valid_from: '2026-01-01T00:00:00Z',
      valid_until: '2026-02-01T00:00:00Z',
      packages: PACKAGES,
      status: 'published',
      published_at: '2026-01-01T00:00:00Z',
    }),
  },
  {
    table: 'job_openings',
    rules: CONTENT_RULES,
    marker: 'title',
    sample: (tag) => ({
      slug: tag.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: tag,
      location: 'Chennai',
      employment_type: 'full_time',
      description: 'Mount hoardings.',
      status: 'published',
      published_at: '2026-01-01T00:00:00Z',
    }),
  },
  {
    table: 'job_applications',
    rules: LEAD_RULES,
    marker: 'name',
    sample: (tag) => ({ name: tag, phone: '9840012345', email: 'lead@example.com', opening_id: OPEN_OPENING, cv_path: cvPaths[nextCv++], cv_name: 'cv.pdf' }),
  },
  {
    table: 'Contacts',
    rules: LEAD_RULES,
    marker: 'Full name',
    sample: (tag) => ({ 'Full name': tag, 'Email Address': 'lead@example.com', 'Phone Number': 9840012345, message: 'Please call me.' }),
  },
  {
    table: 'festival_bookings',
    rules: LEAD_RULES,
    marker: 'name',
    sample: (tag) => ({ name: tag, business_name: 'Test Sweets', phone: '9840012345', email: 'lead@example.com', offer_id: bookedOfferId, preferred_package: 'Festival Pro' }),
  },
  {
    table: 'resource_downloads',
    rules: LEAD_RULES,
    marker: 'name',
    sample: (tag) => ({
      name: tag,
      company: 'Test Co',
      designation: 'Manager',
      mobile: '9840012345',
      email: 'lead@example.com',
      service_id: 'store-launch',
      resource_title: 'Store Launch Checklist',
    }),
  },
  {
    table: 'callback_requests',
    rules: LEAD_RULES,
    marker: 'name',
    sample: (tag) => ({ name: tag, phone: '9840012345', page: '/services' }),
  },
  {
    table: 'newsletter_subscribers',
    rules: LEAD_RULES,
    marker: 'email',
    sample: (tag) => ({ email: tag, source: 'popup' }),
  },
];

/** The matrix walks tables by name, which the typed client cannot follow; rows are checked at run time. */
function untyped(client: Client): SupabaseClient {
  return client as unknown as SupabaseClient;
}

/** A unique marker value; e-mail shaped for the newsletter table, whose marker is the address. */
function newTag(table: string, label: string): string {
  const id = randomUUID().slice(0, 8);
  return table === 'newsletter_subscribers' ? `rls-${label.replace(/\s+/g, '-')}-${id}@example.com` : `RLS ${label} ${id}`;
}

function changedTag(table: string, tag: string): string {
  return table === 'newsletter_subscribers' ? tag.replace('@', '-changed@') : `${tag} changed`;
}

const service = () => untyped(serviceClient());

async function arrange(t: TableCase, tag: string): Promise<string> {
  const { data, error } = await service().from(t.table).insert(t.sample(tag)).select('id').single();
  if (error) throw new Error(`arranging a ${t.table} row failed: ${error.message}`);
  return (data as { id: string }).id;
}

async function stored(t: TableCase, id: string): Promise<Row | null> {
  const { data, error } = await service().from(t.table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`reading ${t.table} failed: ${error.message}`);
  return data as Row | null;
}

async function countByMarker(t: TableCase, value: string): Promise<number> {
  const { count, error } = await service().from(t.table).select('id', { count: 'exact', head: true }).eq(t.marker, value);
  if (error) throw new Error(`counting ${t.table} failed: ${error.message}`);
  return count ?? 0;
}

async function removeByMarker(t: TableCase, ...values: string[]): Promise<void> {
  const { error } = await service().from(t.table).delete().in(t.marker, values);
  if (error) throw new Error(`cleaning up ${t.table} failed: ${error.message}`);
}

async function clientFor(actor: Actor): Promise<Client> {
  return actor === 'anon' ? anonClient() : signedInClient(`${actor}@example.com`);
}

async function storedRole(id: string): Promise<string | null> {
  const rows = await sql<{ role: string }>('select role from public.user_profiles where id = $1', [id]);
  return rows[0]?.role ?? null;
}

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');

describe.each(ACTORS)('as %s', (actor) => {
  let client: Client;
  beforeAll(async () => {
    client = await clientFor(actor);
  });

  describe.each(TABLES)('$table', (t) => {
    const may = (op: Operation) => t.rules[op].includes(actor);

    it(`select is ${verdict(may('select'))}`, async () => {
      const tag = newTag(t.table, `${actor} select`);
      const id = await arrange(t, tag);
      try {
        const { data, error } = await untyped(client).from(t.table).select('id').eq('id', id);
        const seen = !error && (data ?? []).length === 1;
        expect(seen).toBe(may('select'));
      } finally {
        await removeByMarker(t, tag);
      }
    });

    it(`insert is ${verdict(may('insert'))}`, async () => {
      const tag = newTag(t.table, `${actor} insert`);
      try {
        // No .select(): lead tables take rows from people who may not read them back.
        const { error } = await untyped(client).from(t.table).insert(t.sample(tag));
        if (may('insert')) {
          expect(error).toBeNull();
          expect(await countByMarker(t, tag)).toBe(1);
        } else {
          expect(error?.code).toBe('42501');
          expect(await countByMarker(t, tag)).toBe(0);
        }
      } finally {
        await removeByMarker(t, tag);
      }
    });

    it(`update is ${verdict(may('update'))}`, async () => {
      const tag = newTag(t.table, `${actor} update`);
      const changed = changedTag(t.table, tag);
      const id = await arrange(t, tag);
      try {
        const { error } = await untyped(client).from(t.table).update({ [t.marker]: changed }).eq('id', id);
        const row = await stored(t, id);
        if (may('update')) {
          expect(error).toBeNull();
          expect(row?.[t.marker]).toBe(changed);
        } else {
          expect(row?.[t.marker]).toBe(tag);
        }
      } finally {
        await removeByMarker(t, tag, changed);
      }
    });

    it(`delete is ${verdict(may('delete'))}`, async () => {
      const tag = newTag(t.table, `${actor} delete`);
      const id = await arrange(t, tag);
      try {
        const { error } = await untyped(client).from(t.table).delete().eq('id', id);
        if (may('delete')) {
          expect(error).toBeNull();
          expect(await stored(t, id)).toBeNull();
        } else {
          expect(await stored(t, id)).not.toBeNull();
        }
      } finally {
        await removeByMarker(t, tag);
      }
    });
  });
});

describe('user_profiles', () => {
  const ROLES: Record<Exclude<Actor, 'anon'>, TestRole> = {
    admin: 'admin',
    editor: 'editor',
    reviewer: 'reviewer',
    sales: 'sales',
    member: 'member',
    noprofile: null,
  };
  const signedIn = Object.keys(ROLES) as Array<keyof typeof ROLES>;
  // Users of this block only, not the demo accounts: these tests try to change roles, and a
  // regression must not leave a shared account with another role for every later test.
  const users = new Map<Actor, TestUser>();
  const clients = new Map<Actor, Client>();
  const ids = new Map<Actor, string>();

  beforeAll(async () => {
    for (const actor of signedIn) {
      const user = await createTestUser(ROLES[actor], actor);
      users.set(actor, user);
      clients.set(actor, user.client);
      ids.set(actor, user.id);
    }
    clients.set('anon', anonClient());
  });

  afterAll(async () => {
    for (const user of users.values()) await user.remove();
  });

  const client = (actor: Actor) => clients.get(actor) as Client;
  const id = (actor: Actor) => ids.get(actor) as string;
  const email = (actor: Actor) => (users.get(actor) as TestUser).email;

  it.each(signedIn)('%s reads exactly their own profile, or none without one', async (actor) => {
    const { data, error } = await client(actor).from('user_profiles').select('id, role').eq('id', id(actor));
    expect(error).toBeNull();
    const expected = ROLES[actor];
    expect(data).toEqual(expected ? [{ id: id(actor), role: expected }] : []);
  });

  it.each(signedIn)('current_user_role() tells %s their role', async (actor) => {
    const { data, error } = await client(actor).rpc('current_user_role');
    expect(error).toBeNull();
    expect(data).toBe(ROLES[actor]);
  });

  it('current_user_role() is null for a visitor', async () => {
    const { data, error } = await client('anon').rpc('current_user_role');
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('admins read every profile', async () => {
    const { data, error } = await client('admin').from('user_profiles').select('id').in('id', [id('editor'), id('member')]);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
  });

  it.each(['editor', 'reviewer', 'member', 'noprofile'] as const)("%s cannot read someone else's profile", async (actor) => {
    const { data } = await client(actor).from('user_profiles').select('id').eq('id', id('admin'));
    expect(data ?? []).toEqual([]);
  });

  it('a visitor reads no profiles', async () => {
    const { data } = await client('anon').from('user_profiles').select('id').eq('id', id('admin'));
    expect(data ?? []).toEqual([]);
  });

  // "Raise" for the admin means any change; the admin's role must stay admin too.
  it.each(['reviewer', 'editor', 'member', 'admin'] as const)('%s cannot change their own role', async (actor) => {
    const target = actor === 'admin' ? 'member' : 'admin';
    const { error } = await client(actor).from('user_profiles').update({ role: target }).eq('id', id(actor));
    expect(error).not.toBeNull();
    expect(await storedRole(id(actor))).toBe(ROLES[actor]);

    const upsert = await client(actor)
      .from('user_profiles')
      .upsert({ id: id(actor), email: email(actor), role: target });
    expect(upsert.error).not.toBeNull();
    expect(await storedRole(id(actor))).toBe(ROLES[actor]);
  });

  it('a user without a profile cannot create one with a staff role', async () => {
    const { error } = await client('noprofile')
      .from('user_profiles')
      .insert({ id: id('noprofile'), email: email('noprofile'), role: 'admin' });
    expect(error).not.toBeNull();
    expect(await storedRole(id('noprofile'))).toBeNull();
  });

  it("an admin cannot change another user's role through the API", async () => {
    const { error } = await client('admin').from('user_profiles').update({ role: 'admin' }).eq('id', id('editor'));
    expect(error).not.toBeNull();
    expect(await storedRole(id('editor'))).toBe('editor');
  });

  it('a visitor cannot change any role', async () => {
    await client('anon').from('user_profiles').update({ role: 'admin' }).eq('id', id('member'));
    expect(await storedRole(id('member'))).toBe('member');
  });

  it.each(['member', 'admin'] as const)('%s cannot delete their own profile', async (actor) => {
    await client(actor).from('user_profiles').delete().eq('id', id(actor));
    expect(await storedRole(id(actor))).toBe(ROLES[actor]);
  });
});

describe('newsletter repeat sign-up', () => {
  it.each(ACTORS)('as %s, subscribing twice succeeds both times and stores one lower-case address', async (actor) => {
    const client = await clientFor(actor);
    const address = `Repeat-${actor}-${randomUUID().slice(0, 8)}@Example.com`;
    const stored = address.toLowerCase();
    try {
      for (const email of [address, ` ${stored} `]) {
        const { error } = await client
          .from('newsletter_subscribers')
          .upsert({ email, source: 'popup' }, { onConflict: 'email', ignoreDuplicates: true });
        expect(error).toBeNull();
      }
      const rows = await sql<{ email: string }>('select email from public.newsletter_subscribers where email = $1', [stored]);
      expect(rows).toEqual([{ email: stored }]);

      // A plain insert of a known address succeeds too and stores nothing: a 409 would tell who is subscribed.
      const plain = await client.from('newsletter_subscribers').insert({ email: stored, source: 'popup', form_elapsed_ms: 8000 });
      expect([plain.status, plain.error]).toEqual([201, null]);
      expect(await sql('select email from public.newsletter_subscribers where email = $1', [stored])).toEqual([{ email: stored }]);

      if (!LEAD_WORKERS.includes(actor)) {
        const { data } = await client.from('newsletter_subscribers').select('email').eq('email', stored);
        expect(data ?? []).toEqual([]);
      }
    } finally {
      await sql('delete from public.newsletter_subscribers where email = $1', [stored]);
    }
  });
});
