import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from '../support/clients';
import { sql } from '../support/db';

/**
 * A valid row for every table of the `supabase_realtime` publication, and a change to make to it,
 * written with the service role (as another browser tab's staff user would, minus RLS).
 */

type Row = Record<string, unknown>;

export type PublishedTable = {
  table: string;
  /** A new row; `tag` makes it unique. */
  sample: (tag: string) => Row;
  /** What the UPDATE sets. */
  change: (tag: string) => Row;
  /** Anything the row needs first (user_profiles needs an auth user); returns its clean-up. */
  prepare?: (row: Row) => Promise<() => Promise<unknown>>;
};

const IMAGE = '/images/seed/gallery/omr-hoarding.svg';
/** One package of an offer, as `offers.packages` holds it. */
const offerPackage = (name: string) => ({ name, duration: '30 days', original_price: 120000, offer_price: 75000, features: ['5 hoardings'], popular: false });

/** admin@example.com in supabase/seed.sql. */
const DEMO_ADMIN_ID = '5eed0000-0000-4000-8000-000000000001';

export const PUBLISHED_TABLES: PublishedTable[] = [
  {
    table: 'blog_posts',
    sample: (tag) => ({
      title: tag,
      excerpt: 'An excerpt.',
      content: 'First paragraph.',
      author_name: 'Test Author',
      author_avatar: IMAGE,
      author_role: 'Writer',
      category: 'Strategy',
      tags: ['outdoor', 'metro'],
      image: IMAGE,
      // A moment (docs/decisions/029), written as Postgres sends it back, so the delivered row matches.
      published_at: '2026-01-15T00:00:00+00:00',
      read_time: 4,
    }),
    change: (tag) => ({ title: `${tag} changed`, read_time: 6 }),
  },
  {
    table: 'clients',
    sample: (tag) => ({ name: tag, logo: IMAGE, industry: 'Retail' }),
    change: (tag) => ({ name: `${tag} changed` }),
  },
  {
    table: 'testimonials',
    sample: (tag) => ({ name: tag, position: 'Brand Manager', company: 'Test Co', testimonial: 'Very good work.', image: IMAGE }),
    change: () => ({ testimonial: 'Even better work.' }),
  },
  {
    table: 'success_stories',
    sample: (tag) => ({
      title: tag,
      description: 'A campaign.',
      image_url: IMAGE,
      category: 'Outdoor & Digital',
      featured: false,
      metrics: { Reach: '1M', Footfall: '+30%' },
    }),
    change: () => ({ featured: true }),
  },
  {
    table: 'gallery_images',
    sample: (tag) => ({ title: tag, description: 'A site.', image_url: IMAGE, category: 'outdoor', tags: ['billboard'], year: 2025, sort_order: 3 }),
    change: () => ({ sort_order: 0, featured: true }),
  },
  {
    table: 'offers',
    sample: (tag) => ({
      slug: tag.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: tag,
      season: 'Pongal',
      lead: 'A lead.',
      hero_image: IMAGE,
      // Moments written as Postgres sends them back, so the delivered row matches.
      valid_from: '2026-01-01T00:00:00+00:00',
      valid_until: '2026-02-01T00:00:00+00:00',
      packages: [offerPackage('Harvest Pro')],
      status: 'published',
      published_at: '2026-01-01T00:00:00+00:00',
    }),
    change: () => ({ season: 'Pongal & Tamil New Year' }),
  },
  {
    table: 'job_openings',
    sample: (tag) => ({
      slug: tag.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: tag,
      location: 'Chennai',
      employment_type: 'contract',
      description: 'Mount hoardings.',
      status: 'published',
      published_at: '2026-01-01T00:00:00+00:00',
    }),
    change: () => ({ location: 'Chennai and Coimbatore' }),
  },
  {
    table: 'Contacts',
    sample: (tag) => ({ 'Full name': tag, 'Email Address': 'lead@example.com', 'Phone Number': 9840012345, message: 'Please call me.' }),
    change: () => ({ message: 'Please call me today.' }),
  },
  {
    table: 'festival_bookings',
    sample: (tag) => ({ name: tag, business_name: 'Test Sweets', phone: '9840012345', email: 'lead@example.com', preferred_package: 'Festival Pro' }),
    change: () => ({ preferred_package: 'Festival Dominator' }),
    // A booking names a published offer and one of its packages (supabase/migrations/20261126001500_offers.sql).
    async prepare(row) {
      const [offer] = await sql<{ id: string }>(
        `insert into public.offers (slug, title, season, lead, hero_image, valid_from, valid_until, packages, status, published_at)
         values ($1, 'Realtime booked offer', 'Diwali', 'A lead.', $2, now() - interval '1 day', now() + interval '30 days', $3, 'published', now() - interval '1 hour')
         returning id`,
        [`realtime-booked-${randomUUID().slice(0, 8)}`, IMAGE, JSON.stringify(['Festival Pro', 'Festival Dominator'].map(offerPackage))],
      );
      row.offer_id = offer!.id;
      return () => sql('delete from public.offers where id = $1', [offer!.id]);
    },
  },
  {
    table: 'resource_downloads',
    sample: (tag) => ({
      name: tag,
      company: 'Test Co',
      designation: 'Manager',
      mobile: '9840012345',
      email: 'lead@example.com',
      service_id: 'store-launch',
      resource_title: 'Store Launch Checklist',
    }),
    change: () => ({ designation: 'Director' }),
  },
  {
    table: 'newsletter_subscribers',
    sample: (tag) => ({ email: `${tag.replace(/\W+/g, '-').toLowerCase()}@example.com`, source: 'popup' }),
    change: () => ({ source: 'blog' }),
  },
  {
    // Written by triggers on the lead tables; the service role may also write one directly.
    table: 'leads',
    sample: (tag) => ({ id: randomUUID(), kind: 'contact', name: tag, email: 'lead@example.com', fingerprint: tag }),
    // Not the status: that writes lead_activity, whose events would reach the next table's subscriber.
    change: () => ({ notify_status: 'sent' }),
  },
  {
    table: 'lead_activity',
    sample: (tag) => ({ lead_id: randomUUID(), kind: 'note', body: tag }),
    change: (tag) => ({ body: `${tag} changed` }),
    async prepare(row) {
      await sql("insert into public.leads (id, kind, email, fingerprint) values ($1::uuid, 'contact', 'lead@example.com', $1::text)", [row.lead_id]);
      return () => sql('delete from public.leads where id = $1', [row.lead_id]);
    },
  },
  {
    // Written by the WhatsApp webhook's and reply's functions (decision 117), on a conversation made first.
    table: 'whatsapp_messages',
    sample: (tag) => ({ conversation_id: randomUUID(), phone: '+919840000009', direction: 'in', kind: 'text', body: tag, status: 'received', sent_at: '2026-01-15T00:00:00+00:00' }),
    change: (tag) => ({ body: `${tag} changed` }),
    async prepare(row) {
      const phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      await sql("insert into public.whatsapp_conversations (id, name, phone) values ($1, 'Realtime', $2)", [row.conversation_id, phone]);
      return () => sql('delete from public.whatsapp_conversations where id = $1', [row.conversation_id]);
    },
  },
  {
    // Only its recipient reads a notice: the demo admin, who subscribes. Already 'sent', so nobody is e-mailed.
    table: 'staff_notices',
    sample: (tag) => ({ recipient_id: DEMO_ADMIN_ID, body: tag, link: '/admin/leads', email_status: 'sent' }),
    change: () => ({ read_at: '2026-01-15T00:00:00+00:00' }),
  },
  {
    table: 'user_profiles',
    sample: (tag) => ({ id: randomUUID(), email: `${tag.replace(/\W+/g, '-').toLowerCase()}@example.com`, full_name: tag, role: 'member' }),
    change: () => ({ role: 'reviewer' }),
    async prepare(row) {
      await sql('insert into auth.users (id, email) values ($1, $2)', [row.id, row.email]);
      return () => sql('delete from auth.users where id = $1', [row.id]);
    },
  },
];

/** The typed client cannot follow tables chosen at run time; rows are checked at run time. */
export function service(): SupabaseClient {
  return serviceClient() as unknown as SupabaseClient;
}

export async function insertRow(table: string, row: Row): Promise<string> {
  const { data, error } = await service().from(table).insert(row).select('id').single();
  if (error) throw new Error(`inserting into ${table} failed: ${error.message}`);
  return (data as { id: string }).id;
}

export async function updateRow(table: string, id: string, values: Row): Promise<void> {
  const { error } = await service().from(table).update(values).eq('id', id);
  if (error) throw new Error(`updating ${table} failed: ${error.message}`);
}

export async function deleteRow(table: string, id: string): Promise<void> {
  const { error } = await service().from(table).delete().eq('id', id);
  if (error) throw new Error(`deleting from ${table} failed: ${error.message}`);
}

export function newTag(label: string): string {
  return `Realtime ${label} ${randomUUID().slice(0, 8)}`;
}
