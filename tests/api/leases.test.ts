import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';

/**
 * Leases and rent through the API (docs/decisions/115): a lease's monthly rent escalates on its date (by percentage
 * or by schedule), a revenue share pays the share of the site's invoiced or booked revenue or its minimum, TDS under
 * section 194-I is deducted above the monthly threshold, GST is charged or reverse-charged, payments settle a month's
 * rent and no more; only admins and accounts read or call any of it.
 */

type LeaseInsert = Database['public']['Tables']['leases']['Insert'];
type Figures = { rent_paise: number; minimum_paise: number; share_paise: number | null; revenue_paise: number | null; revenue_basis: string | null; tds_paise: number; tds_percent: number; gst_paise: number; reverse_charge_paise: number; reverse_charge_rule: string | null; payable_paise: number };

// Far enough ahead that no seeded lease, campaign or invoice is in it.
const YEAR = 2041;
let accounts: Client;
let admin: Client;
const landlords: Record<'registered' | 'unregistered', string> = { registered: '', unregistered: '' };
const sites: string[] = [];
const leases: string[] = [];
let customer = '';

async function lease(fields: Partial<LeaseInsert>): Promise<string> {
  const site = sites[leases.length]!;
  const { data } = await accounts
    .from('leases')
    .insert({ site_id: site, landlord_id: landlords.unregistered, starts_on: `${YEAR}-01-01`, ends_on: `${YEAR + 4}-12-31`, monthly_rent_paise: 4_000_000, ...fields })
    .select('id')
    .single()
    .throwOnError();
  leases.push(data.id);
  return data.id;
}

async function rent(id: string, month: string): Promise<Figures> {
  const { data } = await accounts.rpc('lease_rent', { lease: id, month }).throwOnError();
  return data as unknown as Figures;
}

beforeAll(async () => {
  [accounts, admin] = await Promise.all(['accounts@example.com', 'admin@example.com'].map((email) => signedInClient(email)));
  const rows = await sql<{ id: string }>(
    `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting)
     select 'LEASE-' || n || '-' || upper(substr(md5(random()::text), 1, 6)), 'Lease test wall ' || n, 'Guindy', 13.0, 80.2, 'hoarding', 20, 10, 'front_lit'
     from generate_series(1, 11) as n returning id`,
  );
  sites.push(...rows.map((row) => row.id));
  const made = await accounts
    .from('landlords')
    .insert([
      { name: 'Lease test Ramanathan', phone: '9840012345', pan: 'ABCPR1234K', gstin: '33ABCPR1234K1Z5', bank_account: '123456789012', bank_ifsc: 'HDFC0001234' },
      { name: 'Lease test Selvi', phone: '9840054321', pan: 'ABCPS4321L' },
    ])
    .select('id, gstin')
    .throwOnError();
  landlords.registered = made.data.find((row) => row.gstin)!.id;
  landlords.unregistered = made.data.find((row) => !row.gstin)!.id;
  [{ id: customer }] = (await sql<{ id: string }>("insert into public.customers (name) values ('Lease test client ' || gen_random_uuid()) returning id")) as [{ id: string }];
});

afterAll(async () => {
  if (!customer) return;
  await sql(`set session_replication_role = replica;
    delete from public.invoice_lines where invoice_id in (select id from public.invoices where customer_id = '${customer}');
    delete from public.invoices where customer_id = '${customer}';
    set session_replication_role = origin;`);
  await sql(`set session_replication_role = replica;
    delete from public.campaign_lines where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
    delete from public.campaigns where customer_id = '${customer}';
    set session_replication_role = origin;`);
  await sql('delete from public.customers where id = $1', [customer]);
  await sql('delete from public.rent_payments where lease_id = any($1)', [leases]);
  await sql('delete from public.leases where id = any($1)', [leases]);
  await sql('delete from public.landlords where id = any($1)', [Object.values(landlords)]);
  await sql('delete from public.sites where id = any($1)', [sites]);
});

describe('monthly rent', () => {
  it('escalates by its percentage on the day each period ends, compounded, spreading a month split by it over its days', async () => {
    const id = await lease({ starts_on: `${YEAR}-01-16`, escalation_percent: 5, escalation_every_months: 12 });
    // The first month from the 16th: 16 of January's 31 days.
    expect((await rent(id, `${YEAR}-01-01`)).rent_paise).toBe(Math.round((4_000_000 * 16) / 31));
    expect((await rent(id, `${YEAR}-12-01`)).rent_paise).toBe(4_000_000);
    // 15 days at ₹40,000 a month, then 16 at ₹42,000 from 16 January.
    expect((await rent(id, `${YEAR + 1}-01-20`)).rent_paise).toBe(Math.round((15 * 4_000_000 + 16 * 4_200_000) / 31));
    expect((await rent(id, `${YEAR + 1}-02-01`)).rent_paise).toBe(4_200_000);
    expect((await rent(id, `${YEAR + 2}-02-01`)).rent_paise).toBe(4_410_000);
    expect(await rent(id, `${YEAR + 5}-01-01`)).toBeNull();
    const { data } = await accounts.from('leases').select('next_escalation').eq('id', id).single().throwOnError();
    expect(data.next_escalation).toEqual({ on: `${YEAR + 1}-01-16`, monthly_rent_paise: 4_200_000 });
  });

  it('follows a schedule where the lease has one, its own rent before the first step', async () => {
    const id = await lease({ monthly_rent_paise: 3_000_000 });
    await accounts.from('lease_rent_steps').insert([
      { lease_id: id, starts_on: `${YEAR + 1}-04-01`, monthly_rent_paise: 3_300_000 },
      { lease_id: id, starts_on: `${YEAR + 3}-04-01`, monthly_rent_paise: 3_700_000 },
    ]).throwOnError();
    expect((await rent(id, `${YEAR + 1}-03-01`)).rent_paise).toBe(3_000_000);
    expect((await rent(id, `${YEAR + 1}-04-01`)).rent_paise).toBe(3_300_000);
    expect((await rent(id, `${YEAR + 3}-04-01`)).rent_paise).toBe(3_700_000);
  });

  it('pays a revenue share of the booked revenue, or of the invoiced revenue once invoiced, on the lease\'s days, never below the minimum', async () => {
    // From 17 March: 15 of March's 31 days, the minimum and the revenue both for those days.
    const id = await lease({ starts_on: `${YEAR}-03-17`, monthly_rent_paise: 3_000_000, revenue_share_percent: 25 });
    const site = sites[leases.length - 1]!;
    expect(await rent(id, `${YEAR}-03-01`)).toMatchObject({ revenue_paise: 0, revenue_basis: 'booked', share_paise: 0, minimum_paise: Math.round((3_000_000 * 15) / 31), rent_paise: Math.round((3_000_000 * 15) / 31) });

    // A confirmed campaign books the site for March at ₹2,00,000 a month less 10%: ₹1,80,000, 15/31 of it the lease's.
    const [campaign] = await sql<{ id: string; line: string }>(
      `with c as (insert into public.campaigns (title, customer_id) values ('Lease share', $1) returning id),
            l as (insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate, discount_percent, discount_reason)
                  select c.id, $2, '${YEAR}-03-01', '${YEAR}-03-31', 200000, 10, 'Long run' from c returning id, campaign_id)
       select campaign_id as id, id as line from l`,
      [customer, site],
    );
    expect((await rent(id, `${YEAR}-03-01`)).revenue_basis).toBe('booked');
    expect((await rent(id, `${YEAR}-03-01`)).revenue_paise).toBe(0);
    await sql("set session_replication_role = replica; update public.campaigns set status = 'confirmed' where id = '" + campaign!.id + "'; set session_replication_role = origin;");
    const booked = Math.round((18_000_000 * 15) / 31);
    expect(await rent(id, `${YEAR}-03-01`)).toMatchObject({ revenue_paise: booked, revenue_basis: 'booked', share_paise: Math.round(booked / 4), rent_paise: Math.round(booked / 4) });

    // Invoiced at ₹1,50,000 for March: the invoice's figure counts, for the lease's 15 days.
    await sql(
      `set session_replication_role = replica;
       with i as (insert into public.invoices (campaign_id, customer_id, period_from, period_to, supply_kind, place_of_supply, status, number, series, financial_year, serial, invoice_date, supplier, recipient, taxable_paise, cgst_paise, sgst_paise, total_paise)
                  values ('${campaign!.id}', '${customer}', '${YEAR}-03-01', '${YEAR}-03-31', 'space', '33', 'issued', 'LT/41-42/' || lpad((random() * 9999)::int::text, 4, '0'), 'LT', '41-42', 1, '${YEAR}-03-01', '{}', '{}', 15000000, 1350000, 1350000, 17700000) returning id)
       insert into public.invoice_lines (invoice_id, position, kind, description, code, campaign_line_id, quantity, unit, rate_paise, taxable_paise)
       select i.id, 1, 'media', 'March', '998366', '${campaign!.line}', 1, 'month', 15000000, 15000000 from i;
       set session_replication_role = origin;`,
    );
    const invoiced = Math.round((15_000_000 * 15) / 31);
    expect(await rent(id, `${YEAR}-03-01`)).toMatchObject({ revenue_paise: invoiced, revenue_basis: 'invoiced', share_paise: Math.round(invoiced / 4), rent_paise: Math.round(invoiced / 4) });
    // Another month with neither: the minimum.
    expect((await rent(id, `${YEAR}-04-01`)).rent_paise).toBe(3_000_000);
  });
});

describe('saving a lease', () => {
  it('writes the lease and its schedule together, or nothing when either is refused', async () => {
    const terms = { site_id: sites[10]!, landlord_id: landlords.unregistered, starts_on: `${YEAR}-01-01`, ends_on: `${YEAR + 2}-12-31`, monthly_rent_paise: 2_000_000 };
    const refused = await accounts.rpc('save_lease', { lease_id: null as unknown as string, lease: terms, steps: [{ starts_on: `${YEAR + 1}-01-01`, monthly_rent_paise: 0 }] });
    expect(refused.error?.message).toContain('lease_rent_steps_rent_positive');
    expect((await accounts.from('leases').select('id').eq('site_id', sites[10]!)).data).toEqual([]);
    const id = (await accounts.rpc('save_lease', { lease_id: null as unknown as string, lease: terms, steps: [{ starts_on: `${YEAR + 1}-01-01`, monthly_rent_paise: 2_200_000 }] }).throwOnError()).data;
    await accounts.rpc('save_lease', { lease_id: id, lease: { ...terms, monthly_rent_paise: 2_100_000 }, steps: [] }).throwOnError();
    expect((await rent(id, `${YEAR + 1}-06-01`)).rent_paise).toBe(2_100_000);
    const sales = await signedInClient('sales@example.com');
    expect((await sales.rpc('save_lease', { lease_id: id, lease: terms, steps: [] })).error?.code).toBe('PT404');
    await sql('delete from public.leases where id = $1', [id]);
  });
});

describe('TDS and GST on rent', () => {
  it('deducts 10% under section 194-I only above ₹50,000 a month, 2% on plant and machinery', async () => {
    const at = await lease({ monthly_rent_paise: 5_000_000 });
    const above = await lease({ monthly_rent_paise: 6_000_000 });
    const machinery = await lease({ monthly_rent_paise: 6_000_000, property_kind: 'plant_machinery' });
    expect(await rent(at, `${YEAR}-05-01`)).toMatchObject({ tds_paise: 0, tds_percent: 0 });
    expect(await rent(above, `${YEAR}-05-01`)).toMatchObject({ tds_paise: 600_000, tds_percent: 10 });
    expect(await rent(machinery, `${YEAR}-05-01`)).toMatchObject({ tds_paise: 120_000, tds_percent: 2 });
  });

  it('adds a registered landlord\'s GST to what is paid, and reverse-charges an unregistered one\'s with the rule named', async () => {
    const registered = await lease({ monthly_rent_paise: 6_000_000, landlord_id: landlords.registered });
    const unregistered = await lease({ monthly_rent_paise: 6_000_000 });
    expect(await rent(registered, `${YEAR}-05-01`)).toMatchObject({ gst_paise: 1_080_000, reverse_charge_paise: 0, reverse_charge_rule: null, payable_paise: 6_000_000 + 1_080_000 - 600_000 });
    const figures = await rent(unregistered, `${YEAR}-05-01`);
    expect(figures).toMatchObject({ gst_paise: 0, reverse_charge_paise: 1_080_000, payable_paise: 5_400_000 });
    expect(figures.reverse_charge_rule).toContain('Notification 09/2024');
  });
});

describe('rent payments', () => {
  it('settles a month with what was paid and deducted, refuses more, and shows what is left to each landlord', async () => {
    const id = leases[0]!;
    const pay = (amount: number, tds = 0) =>
      accounts.rpc('record_rent_payment', { lease: id, month: `${YEAR}-12-01`, paid_on: '2026-12-01', mode: 'neft', reference: 'UTR99887766', amount_paise: amount, tds_paise: tds, note: '' });
    expect((await pay(1_000_000)).error).toBeNull();
    const over = await pay(3_000_001);
    expect(over.error?.message).toBe('The rent for December 2041 has ₹30,000 left to pay: a payment settles at most that.');
    expect((await accounts.rpc('record_rent_payment', { lease: id, month: `${YEAR + 6}-01-01`, paid_on: '2026-12-01', mode: 'cash', reference: '', amount_paise: 100, tds_paise: 0, note: '' })).error?.message).toBe(
      'This lease does not run in January 2047: no rent is due for it.',
    );
    const { data } = await accounts.rpc('rents_due', { month: `${YEAR}-12-15` }).throwOnError();
    expect(data.find((row) => row.lease_id === id)).toMatchObject({ rent_paise: 4_000_000, paid_paise: 1_000_000, outstanding_paise: 3_000_000, overdue: false });
  });
});

describe('leases ending', () => {
  it('lists for the dashboard a lease ending within 90 days and one past its notice date, and sums what their landlord is owed to date', async () => {
    const [today] = (await sql<{ day: string }>('select public.india_today()::text as day')) as [{ day: string }];
    const plus = (days: number) => new Date(Date.parse(today.day) + days * 86_400_000).toISOString().slice(0, 10);
    const soon = await lease({ starts_on: '2026-01-01', ends_on: plus(60), notice_days: 30 });
    const noticePassed = await lease({ starts_on: '2026-01-01', ends_on: plus(150), notice_days: 180 });
    const { data } = await accounts.rpc('leases_ending', { days: 90 }).throwOnError();
    const ours = data.filter((row) => leases.includes(row.lease_id));
    expect(ours).toEqual([
      expect.objectContaining({ lease_id: soon, ends_on: plus(60), notice_by: plus(30) }),
      expect.objectContaining({ lease_id: noticePassed, ends_on: plus(150), notice_by: plus(-30) }),
    ]);

    // Both run from January 2026 at ₹40,000, unpaid: each month to this one is due, and overdue after its 5th.
    const months = (Number(today.day.slice(0, 4)) - 2026) * 12 + Number(today.day.slice(5, 7));
    const overdueMonths = Number(today.day.slice(8, 10)) > 5 ? months : months - 1;
    const { data: balances } = await accounts.rpc('landlord_balances').throwOnError();
    expect(balances.find((row) => row.landlord_id === landlords.unregistered)).toMatchObject({
      pan: 'ABCPS4321L', gstin: null, due_paise: 2 * 4_000_000 * months, paid_paise: 0, outstanding_paise: 2 * 4_000_000 * months, overdue_paise: 2 * 4_000_000 * overdueMonths,
    });
  });
});

describe('who sees leases', () => {
  const TABLES = ['landlords', 'leases', 'lease_rent_steps', 'rent_tds_rates', 'rent_settings', 'rent_payments'] as const;

  it('shows admins and accounts every table; sales, editors, reviewers and crew none; anon is refused', async () => {
    for (const table of TABLES) {
      expect((await admin.from(table).select('*', { count: 'exact', head: true })).count, table).toBeGreaterThan(0);
      expect((await accounts.from(table).select('*', { count: 'exact', head: true })).count, table).toBeGreaterThan(0);
    }
    const others = await Promise.all(['sales@example.com', 'editor@example.com', 'reviewer@example.com', 'crew@example.com'].map((email) => signedInClient(email)));
    for (const client of others) {
      for (const table of TABLES) expect((await client.from(table).select('*')).data, table).toEqual([]);
      expect((await client.rpc('lease_rent', { lease: leases[0]!, month: `${YEAR}-01-01` })).error?.code).toBe('42501');
      expect((await client.rpc('rents_due', { month: `${YEAR}-01-01` })).error?.code).toBe('42501');
      expect((await client.rpc('record_rent_payment', { lease: leases[0]!, month: `${YEAR}-01-01`, paid_on: '2026-12-01', mode: 'cash', reference: '', amount_paise: 100, tds_paise: 0, note: '' })).error?.code).toBe('42501');
      expect((await client.rpc('leases_ending', { days: 90 })).data).toEqual([]);
      expect((await client.from('landlords').insert({ name: 'Not allowed', phone: '9840000000', pan: 'ABCPN0000N' })).error?.code).toBe('42501');
    }
    const anon = anonClient();
    for (const table of TABLES) expect((await anon.from(table).select('*')).error?.code, table).toBe('42501');
    expect((await anon.rpc('lease_rent', { lease: leases[0]!, month: `${YEAR}-01-01` })).error).not.toBeNull();
  });

  it('keeps lease agreements in a private bucket only admins and accounts file under a lease', async () => {
    const path = `${leases[0]}/${crypto.randomUUID()}.pdf`;
    const file = new Blob(['%PDF-1.4 lease'], { type: 'application/pdf' });
    const sales = await signedInClient('sales@example.com');
    expect((await sales.storage.from('lease-agreements').upload(path, file)).error).not.toBeNull();
    await accounts.storage.from('lease-agreements').upload(path, file).then(({ error }) => expect(error).toBeNull());
    await accounts.from('leases').update({ agreement_path: path }).eq('id', leases[0]!).throwOnError();
    expect((await sales.storage.from('lease-agreements').download(path)).error).not.toBeNull();
    expect((await accounts.storage.from('lease-agreements').createSignedUrl(path, 60)).error).toBeNull();
    await sql("delete from storage.objects where bucket_id = 'lease-agreements' and name = $1", [path]);
  });

  it('publishes none of it to realtime', async () => {
    const rows = await sql<{ tablename: string }>("select tablename from pg_publication_tables where pubname = 'supabase_realtime'");
    expect(rows.map((row) => row.tablename).filter((name) => TABLES.includes(name as (typeof TABLES)[number]))).toEqual([]);
  });
});
