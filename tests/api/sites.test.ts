import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, visitorAddress, type Client } from '../support/clients';
import { sql } from '../support/db';
import { createTestUser, type TestUser } from '../support/users';

/**
 * The sites inventory in the database (docs/decisions/033): who reads and writes sites and
 * bookings, what visitors learn of bookings (dates only), the checks, the overlap constraint, the
 * 'free between' function, the CSV import RPC and the 'quote' lead.
 */

const PREFIX = `T${randomUUID().slice(0, 6).toUpperCase()}`;
let serial = 0;
const newCode = () => `${PREFIX}-${String(++serial).padStart(3, '0')}`;

afterAll(async () => {
  await sql('delete from public.sites where code like $1', [`${PREFIX}-%`]);
  await sql("delete from public.quote_requests where email like 'sites-test-%'");
});

function site(extra: Record<string, unknown> = {}) {
  return {
    code: newCode(),
    name: 'Test hoarding, OMR',
    locality: 'Test locality',
    latitude: 12.95,
    longitude: 80.24,
    format: 'hoarding',
    width_ft: 40,
    height_ft: 20,
    lighting: 'front_lit',
    monthly_rate: 150000,
    published: true,
    ...extra,
  };
}

async function arrangeSite(extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await serviceClient().from('sites').insert(site(extra)).select('id').single();
  if (error) throw new Error(`arranging a site failed: ${error.message}`);
  return data.id;
}

async function arrangeBooking(siteId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const row = { site_id: siteId, starts_on: '2031-03-01', ends_on: '2031-03-31', kind: 'confirmed', client_name: 'Secret Client', note: 'Secret note', ...extra };
  const { data, error } = await serviceClient().from('site_bookings').insert(row).select('id').single();
  if (error) throw new Error(`arranging a booking failed: ${error.message}`);
  return data.id;
}

const siteCount = async (id: string) => (await sql('select 1 from public.sites where id = $1', [id])).length;
const bookingCount = async (siteId: string) => (await sql('select 1 from public.site_bookings where site_id = $1', [siteId])).length;

describe('what visitors see', () => {
  it('anon reads published sites but not unpublished ones', async () => {
    const shown = await arrangeSite();
    const hidden = await arrangeSite({ published: false });
    const { data, error } = await anonClient().from('sites').select('id').in('id', [shown, hidden]);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: shown }]);
  });

  it('anon reads taken dates and whether held or booked, but no client name, note or unpublished site', async () => {
    const shown = await arrangeSite();
    const hidden = await arrangeSite({ published: false });
    await arrangeBooking(shown);
    await arrangeBooking(shown, { kind: 'hold', starts_on: '2031-04-01', ends_on: '2031-04-10' });
    await arrangeBooking(hidden);
    const anon = anonClient();

    const table = await anon.from('site_bookings').select('*').in('site_id', [shown, hidden]);
    expect(table.error?.code).toBe('42501');

    const { data, error } = await anon.rpc('site_taken_dates', { from_date: '2031-01-01', to_date: '2031-12-31' }).in('site_id', [shown, hidden]);
    expect(error).toBeNull();
    expect(data).toEqual([
      { site_id: shown, code: expect.any(String), starts_on: '2031-03-01', ends_on: '2031-03-31', kind: 'confirmed' },
      { site_id: shown, code: expect.any(String), starts_on: '2031-04-01', ends_on: '2031-04-10', kind: 'hold' },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/Secret/);
  });

  it("'free between' leaves out sites with a hold or booking on any of the days, and unpublished ones", async () => {
    const locality = `Free test ${randomUUID().slice(0, 6)}`;
    const free = await arrangeSite({ locality });
    const booked = await arrangeSite({ locality });
    const held = await arrangeSite({ locality });
    await arrangeSite({ locality, published: false });
    await arrangeBooking(booked, { starts_on: '2031-05-10', ends_on: '2031-05-20' });
    await arrangeBooking(held, { kind: 'hold', starts_on: '2031-05-31', ends_on: '2031-06-05' });

    // PostgREST filters a function's rows only by columns it selects.
    const between = (from: string, to: string) =>
      anonClient().rpc('sites_free_between', { free_from: from, free_to: to }).select('id, locality').eq('locality', locality);
    const may = await between('2031-05-01', '2031-05-31');
    expect(may.error).toBeNull();
    expect(may.data?.map((row) => row.id)).toEqual([free]);
    const july = await between('2031-07-01', '2031-07-31');
    expect(july.data?.map((row) => row.id).sort()).toEqual([free, booked, held].sort());
  });
});

describe('who may write', () => {
  // Users of this block only: the demo accounts are only read (docs/decisions/014).
  const users = new Map<string, TestUser>();
  const client = (role: string) => (users.get(role) as TestUser).client;
  beforeAll(async () => {
    for (const role of ['admin', 'editor', 'reviewer'] as const) users.set(role, await createTestUser(role, `sites-${role}`));
  });
  afterAll(async () => {
    for (const user of users.values()) await user.remove();
  });

  it('a reviewer reads sites and bookings but cannot write either', async () => {
    const id = await arrangeSite({ published: false });
    await arrangeBooking(id);
    const reviewer = client('reviewer');
    expect((await reviewer.from('sites').select('id').eq('id', id)).data).toEqual([{ id }]);
    expect((await reviewer.from('site_bookings').select('client_name').eq('site_id', id)).data).toEqual([{ client_name: 'Secret Client' }]);

    expect((await reviewer.from('sites').insert(site())).error?.code).toBe('42501');
    await reviewer.from('sites').update({ name: 'Changed' }).eq('id', id);
    expect((await sql('select name from public.sites where id = $1', [id]))[0]?.name).toBe('Test hoarding, OMR');
    const booking = await reviewer.from('site_bookings').insert({ site_id: id, starts_on: '2031-08-01', ends_on: '2031-08-02', kind: 'hold', client_name: 'X' });
    expect(booking.error?.code).toBe('42501');
    expect((await reviewer.rpc('import_sites', { rows: [site()] })).error?.code).toBe('42501');
  });

  it('an editor adds, changes and imports sites and bookings but cannot delete either', async () => {
    const editor = client('editor');
    const inserted = await editor.from('sites').insert(site()).select('id').single();
    expect(inserted.error).toBeNull();
    const id = inserted.data?.id as string;
    expect((await editor.from('sites').update({ monthly_rate: 90000 }).eq('id', id).select('monthly_rate')).data).toEqual([{ monthly_rate: 90000 }]);
    const booking = await editor.from('site_bookings').insert({ site_id: id, starts_on: '2031-08-01', ends_on: '2031-08-02', kind: 'hold', client_name: 'X' }).select('id').single();
    expect(booking.error).toBeNull();

    await editor.from('site_bookings').delete().eq('site_id', id);
    expect(await bookingCount(id)).toBe(1);
    await editor.from('sites').delete().eq('id', id);
    expect(await siteCount(id)).toBe(1);
  });

  it('an admin deletes a site and its bookings go with it', async () => {
    const id = await arrangeSite();
    await arrangeBooking(id);
    const { error } = await client('admin').from('sites').delete().eq('id', id);
    expect(error).toBeNull();
    expect(await siteCount(id)).toBe(0);
    expect(await bookingCount(id)).toBe(0);
  });

  it('two overlapping confirmed bookings cannot both be stored, even through the API', async () => {
    const id = await arrangeSite();
    await arrangeBooking(id, { starts_on: '2031-09-01', ends_on: '2031-09-30' });
    const editor = client('editor');
    // The last day counts: a booking starting on the 30th overlaps.
    const overlap = await editor.from('site_bookings').insert({ site_id: id, starts_on: '2031-09-30', ends_on: '2031-10-15', kind: 'confirmed', client_name: 'Other' });
    // Refused with a sentence that names the booking in the way (decision 046); the constraint stays behind it.
    expect(overlap.error?.code).toBe('PT409');
    expect(overlap.error?.message).toMatch(/ is already booked for .* from 1 Sep 2031 to 30 Sep 2031\.$/);
    expect(await bookingCount(id)).toBe(1);
    // Holds may overlap, and a confirmed booking right after is fine.
    expect((await editor.from('site_bookings').insert({ site_id: id, starts_on: '2031-09-15', ends_on: '2031-09-30', kind: 'hold', client_name: 'Hold' })).error).toBeNull();
    expect((await editor.from('site_bookings').insert({ site_id: id, starts_on: '2031-10-01', ends_on: '2031-10-15', kind: 'confirmed', client_name: 'Next' })).error).toBeNull();
    // Changing a hold into an overlapping confirmed booking is refused too.
    const hold = await sql<{ id: string }>("select id from public.site_bookings where site_id = $1 and kind = 'hold'", [id]);
    const confirm = await editor.from('site_bookings').update({ kind: 'confirmed' }).eq('id', hold[0]?.id as string);
    expect(confirm.error?.code).toBe('PT409');
  });

  it('a CSV import stores every row or none, and updates sites by code', async () => {
    const editor = client('editor');
    const first = site({ name: 'Imported one' });
    const second = site({ name: 'Imported two' });
    const bad = site({ latitude: 40.7 });
    const refused = await editor.rpc('import_sites', { rows: [first, second, bad] });
    expect(refused.error?.code).toBe('23514');
    expect(await sql('select 1 from public.sites where code = any($1)', [[first.code, second.code]])).toHaveLength(0);

    expect((await editor.rpc('import_sites', { rows: [first, second] })).data).toBe(2);
    expect((await editor.rpc('import_sites', { rows: [{ ...first, name: 'Imported again' }] })).data).toBe(1);
    const stored = await sql<{ name: string }>('select name from public.sites where code = any($1) order by code', [[first.code, second.code]]);
    expect(stored.map((row) => row.name)).toEqual(['Imported again', 'Imported two']);
  });

  it('refuses an import of more than 10,000 rows in one sentence', async () => {
    const rows = Array.from({ length: 10_001 }, () => ({ code: 'X' }));
    const { error } = await client('editor').rpc('import_sites', { rows });
    expect(error?.message).toBe('The file has 10001 sites: at most 10,000 can be imported at once. Split it into smaller files.');
  });
});

describe('checks', () => {
  const refusedBy = async (row: Record<string, unknown>) => (await serviceClient().from('sites').insert(site(row))).error?.message ?? '';

  it.each([
    [{ latitude: 13.9 }, 'sites_latitude_range'],
    [{ longitude: 78.1 }, 'sites_longitude_range'],
    [{ monthly_rate: -1 }, 'sites_monthly_rate_min'],
    [{ code: 'chn omr 1' }, 'sites_code_format'],
    [{ format: 'blimp' }, 'sites_format_known'],
    [{ lighting: 'neon' }, 'sites_lighting_known'],
    [{ photos: ['javascript:alert(1)'] }, 'sites_photos_valid'],
  ])('refuses %o (%s)', async (row, constraint) => {
    expect(await refusedBy(row)).toContain(constraint);
  });

  it('refuses a duplicate code', async () => {
    const row = site();
    await serviceClient().from('sites').insert(row);
    const { error } = await serviceClient().from('sites').insert({ ...row, name: 'Twin' });
    expect(error?.code).toBe('23505');
  });

  it('refuses a booking that ends before it starts', async () => {
    const id = await arrangeSite();
    const { error } = await serviceClient().from('site_bookings').insert({ site_id: id, starts_on: '2031-02-10', ends_on: '2031-02-01', kind: 'hold', client_name: 'X' });
    expect(error?.message).toContain('site_bookings_dates_order');
  });
});

describe("the 'quote' lead", () => {
  const quote = (client: Client, email: string, extra: Record<string, unknown> = {}) =>
    client.from('quote_requests').insert({
      id: randomUUID(),
      name: 'Ravi Kumar',
      company: 'Kumar Textiles',
      phone: '9840012345',
      email,
      items: [
        { code: 'CHN-OMR-002', name: 'OMR Thoraipakkam', starts_on: '2031-01-01', ends_on: '2031-01-31' },
        { code: 'CHN-ECR-003', name: 'ECR Neelankarai', starts_on: '2031-02-01', ends_on: '2031-02-28' },
      ],
      form_elapsed_ms: 10_000,
      ...extra,
    });

  it('lands in the inbox with its sites and dates, and anon cannot read it back', async () => {
    const email = `sites-test-${randomUUID().slice(0, 8)}@example.com`;
    const anon = anonClient();
    expect((await quote(anon, email)).error).toBeNull();
    const [lead] = await sql<{ kind: string; status: string; summary: string }>('select kind, status, summary from public.leads where email = $1', [email]);
    const [stored] = await sql<{ id: string; reference: string }>('select id, reference from public.quote_requests where email = $1', [email]);
    expect(stored?.reference).toBe(`MP-${stored?.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`);
    expect(lead).toEqual({
      kind: 'quote',
      status: 'new',
      summary: `${stored?.reference}: CHN-OMR-002 2031-01-01 to 2031-01-31; CHN-ECR-003 2031-02-01 to 2031-02-28`,
    });
    expect((await anon.from('quote_requests').select('id').eq('email', email)).error?.code).toBe('42501');
  });

  it('naming a site withdrawn or never offered is refused with a sentence naming it (422), and nothing is stored', async () => {
    const code = newCode();
    await serviceClient().from('sites').insert(site({ code, published: false })).throwOnError();
    for (const missing of [code, 'CHN-NOPE-999']) {
      const email = `sites-test-${randomUUID().slice(0, 8)}@example.com`;
      const items = [
        { code: 'CHN-OMR-002', name: 'OMR Thoraipakkam', starts_on: '2031-01-01', ends_on: '2031-01-31' },
        { code: missing, name: 'Gone', starts_on: '2031-01-01', ends_on: '2031-01-31' },
      ];
      const { error, status } = await quote(anonClient(), email, { items });
      expect([status, error?.code, error?.message]).toEqual([422, 'PT422', `${missing} is no longer offered: take it out of your plan and send it again.`]);
      expect(await sql('select 1 from public.leads where email = $1', [email])).toEqual([]);
    }
  });

  it('a filled honeypot makes it spam, and a plan without sites is refused', async () => {
    const email = `sites-test-${randomUUID().slice(0, 8)}@example.com`;
    expect((await quote(anonClient(), email, { form_trap: 'http://spam' })).error).toBeNull();
    const [lead] = await sql<{ status: string; spam_reason: string }>('select status, spam_reason from public.leads where email = $1', [email]);
    expect(lead).toEqual({ status: 'spam', spam_reason: 'honeypot' });
    expect((await quote(anonClient(), `x${email}`, { items: [] })).error?.code).toBe('23514');
  });

  it('one address is rate-limited like every other form', async () => {
    const address = visitorAddress();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const { error } = await quote(anonClient(address), `sites-test-${randomUUID().slice(0, 8)}@example.com`);
      codes.push(error?.code);
    }
    expect(codes.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(codes[5]).toBe('PT429');
  });

  it('the notification reads the reference and the sites and dates as one line', async () => {
    const email = `sites-test-${randomUUID().slice(0, 8)}@example.com`;
    const id = randomUUID();
    expect((await quote(anonClient(), email, { id })).error).toBeNull();
    const { data, error } = await serviceClient().rpc('claim_lead_notification', { lead_id: id });
    expect(error).toBeNull();
    const claimed = data as { summary: string; row: Record<string, unknown> };
    const reference = `MP-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(claimed.summary).toBe(`${reference}: CHN-OMR-002 2031-01-01 to 2031-01-31; CHN-ECR-003 2031-02-01 to 2031-02-28`);
    expect(claimed.row).toMatchObject({ reference });
    expect(claimed.row).not.toHaveProperty('form_elapsed_ms');
  });
});
