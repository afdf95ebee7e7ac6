import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';

/**
 * Site licences (docs/decisions/054): staff keep each site's licence and stability certificate; the database
 * refuses a confirmed booking past the licence's end; visitors see a site as taken after its licence ends,
 * and never read the licence itself.
 */

let editor: Client;
let site: { id: string; code: string };
let stored: { valid_until: string; stability_valid_until: string | null };
const YEAR = 2032;

beforeAll(async () => {
  editor = await signedInClient('editor@example.com');
  [site] = (await sql<{ id: string; code: string }>("select id, code from public.sites where published and code = 'CHN-ANN-001'")) as [{ id: string; code: string }];
  [stored] = (await sql<{ valid_until: string; stability_valid_until: string | null }>(
    'select valid_until::text, stability_valid_until::text from public.site_licences where site_id = $1',
    [site.id],
  )) as [{ valid_until: string; stability_valid_until: string | null }];
  await sql(`update public.site_licences set valid_until = '${YEAR}-03-31' where site_id = $1`, [site.id]);
});

afterAll(async () => {
  await sql(`delete from public.site_bookings where site_id = $1 and starts_on >= '${YEAR}-01-01' and starts_on < '${YEAR + 1}-01-01'`, [site.id]);
  await sql('update public.site_licences set valid_until = $2, stability_valid_until = $3 where site_id = $1', [site.id, stored.valid_until, stored.stability_valid_until]);
});

describe('site licences', () => {
  it('visitors read no licence; staff do', async () => {
    const { data } = await anonClient().from('site_licences').select('*');
    expect(data ?? []).toEqual([]);
    const { data: staff } = await editor.from('site_licences').select('licence_number, authority').eq('site_id', site.id).single().throwOnError();
    expect(staff.authority).toBe('Greater Chennai Corporation');
  });

  it('refuses a confirmed booking past the licence end with a sentence, and takes one within it or a hold', async () => {
    const past = await editor.from('site_bookings').insert({ site_id: site.id, starts_on: `${YEAR}-03-15`, ends_on: `${YEAR}-04-14`, kind: 'confirmed', client_name: 'Kaveri Foods' });
    expect(past.status).toBe(422);
    expect(past.error?.message).toBe(`${site.code}'s licence ends on 31 Mar ${YEAR}: a confirmed booking cannot run past it. Renew the licence, or end the booking by then.`);
    const within = await editor.from('site_bookings').insert({ site_id: site.id, starts_on: `${YEAR}-03-01`, ends_on: `${YEAR}-03-31`, kind: 'confirmed', client_name: 'Kaveri Foods' });
    expect(within.error).toBeNull();
  });

  it('shows visitors the days after the licence as taken, never why', async () => {
    const anon = anonClient();
    expect((await anon.rpc('site_is_taken', { site: site.id, from_date: `${YEAR}-02-01`, to_date: `${YEAR}-02-10` })).data).toBe(false);
    expect((await anon.rpc('site_is_taken', { site: site.id, from_date: `${YEAR}-04-01`, to_date: `${YEAR}-04-10` })).data).toBe(true);
    const { data } = await anon.rpc('site_taken_dates', { from_date: `${YEAR}-04-01`, to_date: `${YEAR}-04-30` });
    expect((data ?? []).filter((row) => row.site_id === site.id)).toEqual([{ site_id: site.id, code: site.code, starts_on: `${YEAR}-04-01`, ends_on: `${YEAR}-04-30`, kind: 'confirmed' }]);
  });

  it('lists for staff the licences and certificates ending within 60 days, soonest first', async () => {
    await sql("update public.site_licences set stability_valid_until = current_date + 5 where site_id = $1", [site.id]);
    const { data } = await editor.rpc('licences_ending', { days: 60 });
    const ends = (data ?? []).map((row) => row.ends_on);
    expect(ends).toEqual([...ends].sort());
    expect(data).toContainEqual(expect.objectContaining({ code: site.code, what: 'Stability certificate' }));
    const { data: forVisitor } = await anonClient().rpc('licences_ending', { days: 60 });
    expect(forVisitor ?? []).toEqual([]);
  });

  it('flags for staff a confirmed booking left running past a licence shortened after it, until the licence is renewed', async () => {
    // Booked through March within the licence (the test above), then the corporation grants the licence to 20 March.
    await sql(`update public.site_licences set valid_until = '${YEAR}-03-20' where site_id = $1`, [site.id]);
    const { data } = await editor.rpc('bookings_past_licence', { site: site.id });
    expect(data).toEqual([
      expect.objectContaining({ code: site.code, client_name: 'Kaveri Foods', starts_on: `${YEAR}-03-01`, ends_on: `${YEAR}-03-31`, licence_ends_on: `${YEAR}-03-20` }),
    ]);
    expect((await editor.rpc('bookings_past_licence', {})).data).toContainEqual(expect.objectContaining({ site_id: site.id, licence_ends_on: `${YEAR}-03-20` }));
    expect((await anonClient().rpc('bookings_past_licence', { site: site.id })).data ?? []).toEqual([]);
    await sql(`update public.site_licences set valid_until = '${YEAR}-12-31' where site_id = $1`, [site.id]);
    expect((await editor.rpc('bookings_past_licence', { site: site.id })).data).toEqual([]);
  });
});
