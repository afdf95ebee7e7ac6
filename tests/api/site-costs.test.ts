import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';

/**
 * Site costs, vendor orders and margins through the API (docs/decisions/116): a power bill split between the sites
 * its meter lights to the paisa, printing ordered from a confirmed campaign, received and billed with its difference,
 * and margins whose rows add up to their totals; only admins and accounts see or do any of it.
 */

type Figures = { revenue_paise: number; revenue_basis: string | null; rent_paise: number; licence_paise: number; power_paise: number; other_paise: number; printing_paise: number; mounting_paise: number; costs_paise: number; margin_paise: number; margin_percent: number | null };
type SiteRow = Figures & { site_id: string; lease_id: string | null; lease_loses_money: boolean };
type Margins = { sites: SiteRow[]; months: Array<{ month: string; revenue_paise: number; costs_paise: number; margin_paise: number }>; total: Figures; campaigns: Array<{ campaign_id: string; revenue_paise: number; printing_paise: number; margin_paise: number }> };

// A year no seeded lease, cost, campaign or other test's data reaches.
const YEAR = 2049;
let accounts: Client;
const sites: string[] = [];
let meter = '';
let landlord = '';
let lease = '';
let customer = '';
let campaign = '';
let vendor = '';

beforeAll(async () => {
  accounts = await signedInClient('accounts@example.com');
  const rows = await sql<{ id: string }>(
    `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting)
     select 'COST-' || n || '-' || upper(substr(md5(random()::text), 1, 6)), 'Cost test wall ' || n, 'Guindy', 13.0, 80.2, 'hoarding', 20, 10, 'front_lit'
     from generate_series(1, 3) as n returning id`,
  );
  sites.push(...rows.map((row) => row.id));
  ({ id: meter } = (await accounts.from('power_meters').insert({ connection_number: `09-${Date.now() % 1_000_000}`, name: 'Cost test pole' }).select('id').single().throwOnError()).data);
  ({ id: landlord } = (await accounts.from('landlords').insert({ name: 'Cost test landlord', phone: '9840012345', pan: 'ABCPC1234K' }).select('id').single().throwOnError()).data);
  ({ id: lease } = (await accounts.from('leases').insert({ site_id: sites[0]!, landlord_id: landlord, starts_on: `${YEAR}-01-01`, ends_on: `${YEAR}-12-31`, monthly_rent_paise: 4_000_000 }).select('id').single().throwOnError()).data);
  ({ id: vendor } = (await accounts.from('vendors').insert({ name: 'Cost test flex', email: 'flex@example.com', prints: true }).select('id').single().throwOnError()).data);
  [{ id: customer }] = (await sql<{ id: string }>("insert into public.customers (name) values ('Cost test client ' || gen_random_uuid()) returning id")) as [{ id: string }];
  // A confirmed campaign, made as the owner without the proposal's steps (their own tests cover them).
  campaign = crypto.randomUUID();
  await sql(`set session_replication_role = replica;
    insert into public.campaigns (id, customer_id, title, status) values ('${campaign}', '${customer}', 'Cost test campaign', 'confirmed');
    insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate) values ('${campaign}', '${sites[1]}', '${YEAR}-02-01', '${YEAR}-02-28', 100000);
    set session_replication_role = origin;`);
});

afterAll(async () => {
  if (!campaign) return;
  await sql(`set session_replication_role = replica;
    delete from public.vendor_orders where campaign_id = '${campaign}';
    delete from public.campaign_lines where campaign_id = '${campaign}';
    delete from public.campaigns where id = '${campaign}';
    set session_replication_role = origin;`);
  await sql('delete from public.customers where id = $1', [customer]);
  await sql('delete from public.vendors where id = $1', [vendor]);
  await sql('delete from public.rent_payments where lease_id = $1', [lease]);
  await sql('delete from public.leases where id = $1', [lease]);
  await sql('delete from public.landlords where id = $1', [landlord]);
  await sql('delete from public.power_bills where meter_id = $1', [meter]);
  await sql('delete from public.power_meters where id = $1', [meter]);
  await sql('delete from public.site_costs where site_id = any($1)', [sites]);
  await sql('delete from public.sites where id = any($1)', [sites]);
});

describe('power bills', () => {
  it('split a bill between the sites its meter lights by their shares, the paise left over to the largest remainder', async () => {
    const shares = (percents: number[]) => percents.map((share_percent, index) => ({ site_id: sites[index]!, share_percent }));
    const refused = await accounts.rpc('set_power_meter_shares', { meter, shares: shares([50, 30, 10]) });
    expect(refused.error?.message).toBe("The sites' shares of a meter must total 100%: these total 90%.");
    await accounts.rpc('set_power_meter_shares', { meter, shares: shares([50, 30, 20]) }).throwOnError();
    await accounts.rpc('record_power_bill', { meter, bill_number: 'T-1', billed_on: '2026-01-05', period_from: `${YEAR}-01-01`, period_to: `${YEAR}-01-31`, amount_paise: 100_101 }).throwOnError();
    const { data } = await accounts.from('site_costs').select('site_id, amount_paise, kind').eq('kind', 'power').in('site_id', sites).throwOnError();
    const bySite = Object.fromEntries(data.map((row) => [row.site_id, row.amount_paise]));
    // 500.505, 300.303 and 200.202 rupees: the half paisa is the largest remainder.
    expect([bySite[sites[0]!], bySite[sites[1]!], bySite[sites[2]!]]).toEqual([50_051, 30_030, 20_020]);
    const again = await accounts.rpc('record_power_bill', { meter, bill_number: 'T-2', billed_on: '2026-01-05', period_from: `${YEAR}-01-15`, period_to: `${YEAR}-02-14`, amount_paise: 100 });
    expect(again.error?.code).toBe('PT409');
    // Power costs come only from a bill.
    expect((await accounts.from('site_costs').insert({ site_id: sites[0]!, kind: 'power', description: 'By hand', incurred_on: '2026-01-01', covers_from: '2026-01-01', covers_to: '2026-01-01', amount_paise: 100 })).error?.code).toBe('42501');
  });
});

describe('vendor orders', () => {
  it('are raised from a confirmed campaign, received, and billed with the difference from the order', async () => {
    const [line] = (await accounts.from('campaign_lines').select('id').eq('campaign_id', campaign).throwOnError()).data;
    const lines = [{ campaign_line_id: line!.id, material: 'Frontlit flex', width_ft: 20, height_ft: 10, quantity: 1, rate_paise: 1_500 }];
    const ownCrewPrinting = await accounts.rpc('raise_vendor_order', { campaign, kind: 'printing', vendor: null as unknown as string, due_on: '2099-01-01', deliver_to: '', note: '', lines });
    expect(ownCrewPrinting.error?.message).toBe('Choose the printing vendor: only mounting may be done by our own crew.');
    const raised = (await accounts.rpc('raise_vendor_order', { campaign, kind: 'printing', vendor, due_on: '2099-01-01', deliver_to: 'Our store', note: '', lines }).throwOnError()).data as { id: string; number: string };
    expect(raised.number).toMatch(/^VO\/\d{2}-\d{2}\/\d{4}$/);
    const order = () => accounts.from('vendor_orders').select('status, ordered_paise, code').eq('id', raised.id).single().throwOnError();
    expect((await order()).data).toEqual({ status: 'sent', ordered_paise: 300_000, code: '4911' });
    // Printing on material the agency supplies is a service: its code is chosen, and must have a GST rate kept.
    const onOurs = (await accounts.rpc('raise_vendor_order', { campaign, kind: 'printing', vendor, due_on: '2099-01-01', deliver_to: '', note: '', lines, code: '998912' }).throwOnError()).data as { id: string };
    expect((await accounts.from('vendor_orders').select('code').eq('id', onOurs.id).single().throwOnError()).data.code).toBe('998912');
    await accounts.rpc('cancel_vendor_order', { vendor_order: onOurs.id, reason: 'Raised to test its code' }).throwOnError();
    expect((await accounts.rpc('raise_vendor_order', { campaign, kind: 'printing', vendor, due_on: '2099-01-01', deliver_to: '', note: '', lines, code: '1234' })).error?.code).toBe('PT422');
    const early = await accounts.rpc('record_vendor_bill', { vendor_order: raised.id, bill_number: 'B-1', bill_date: '2026-01-01', taxable_paise: 310_000, gst_paise: 37_200 });
    expect(early.error?.code).toBe('PT409');
    await accounts.rpc('receive_vendor_order', { vendor_order: raised.id, received_on: '2026-01-01' }).throwOnError();
    expect((await accounts.rpc('record_vendor_bill', { vendor_order: raised.id, bill_number: 'B-1', bill_date: '2026-01-01', taxable_paise: 310_000, gst_paise: 37_200 }).throwOnError()).data).toBe(10_000);
    expect((await order()).data?.status).toBe('billed');
    expect((await accounts.rpc('cancel_vendor_order', { vendor_order: raised.id, reason: 'Too late' })).error?.code).toBe('PT409');
  });
});

describe('margins', () => {
  it('count rent, licence, power and printing against revenue per site and month, and add up to the months and the total', async () => {
    await accounts.from('site_costs').insert({ site_id: sites[0]!, kind: 'licence', description: 'Licence fee', incurred_on: '2026-01-01', covers_from: `${YEAR}-01-01`, covers_to: `${YEAR}-12-31`, amount_paise: 3_650_000 }).throwOnError();
    const margins = (await accounts.rpc('margins', { from_month: `${YEAR}-01-01`, to_month: `${YEAR}-03-01` }).throwOnError()).data as unknown as Margins;
    const leased = margins.sites.find((row) => row.site_id === sites[0])!;
    // Three months of rent, 90 of the licence's 365 days, its half of January's bill; nothing earned.
    expect(leased).toMatchObject({ revenue_paise: 0, rent_paise: 12_000_000, licence_paise: 900_000, power_paise: 50_051, lease_id: lease, lease_loses_money: true });
    const booked = margins.sites.find((row) => row.site_id === sites[1])!;
    expect(booked).toMatchObject({ revenue_paise: 10_000_000, revenue_basis: 'booked', printing_paise: 310_000, power_paise: 30_030, margin_paise: 10_000_000 - 310_000 - 30_030, lease_loses_money: false });
    for (const row of margins.sites) expect(row.margin_paise).toBe(row.revenue_paise - row.costs_paise);
    const sum = (key: keyof Figures) => margins.sites.reduce((total, row) => total + (row[key] as number), 0);
    for (const key of ['revenue_paise', 'rent_paise', 'licence_paise', 'power_paise', 'printing_paise', 'costs_paise', 'margin_paise'] as const) expect(margins.total[key], key).toBe(sum(key));
    expect(margins.months.map((month) => month.month)).toEqual([`${YEAR}-01-01`, `${YEAR}-02-01`, `${YEAR}-03-01`]);
    expect(margins.months.reduce((total, month) => total + month.margin_paise, 0)).toBe(margins.total.margin_paise);
    expect(margins.sites.map((row) => row.margin_paise)).toEqual([...margins.sites.map((row) => row.margin_paise)].sort((a, b) => a - b));
    expect(margins.campaigns.find((row) => row.campaign_id === campaign)).toMatchObject({ revenue_paise: 10_000_000, printing_paise: 310_000, margin_paise: 9_690_000 });
    expect((await accounts.rpc('margins', { from_month: `${YEAR - 3}-01-01`, to_month: `${YEAR}-01-01` })).error?.code).toBe('PT422');
  });

  it('stop counting a rent payment once it is voided, keeping it with its reason', async () => {
    const paid = (await accounts.rpc('record_rent_payment', { lease, month: `${YEAR}-01-01`, paid_on: '2026-01-05', mode: 'neft', reference: 'UTR1', amount_paise: 3_600_000, tds_paise: 400_000, note: '' }).throwOnError()).data;
    const left = async () => (await accounts.rpc('rents_due', { month: `${YEAR}-01-01` }).throwOnError()).data.find((row) => row.lease_id === lease)!.outstanding_paise;
    expect(await left()).toBe(0);
    expect((await accounts.rpc('void_rent_payment', { payment: paid, reason: ' ' })).error?.code).toBe('PT422');
    await accounts.rpc('void_rent_payment', { payment: paid, reason: 'Entered against the wrong lease' }).throwOnError();
    expect(await left()).toBe(4_000_000);
    expect((await accounts.from('rent_payments').select('void_reason').eq('id', paid).single().throwOnError()).data.void_reason).toBe('Entered against the wrong lease');
  });
});

describe('who sees costs', () => {
  const TABLES = ['site_costs', 'power_meters', 'power_meter_shares', 'power_bills', 'vendors', 'vendor_orders', 'vendor_order_lines'] as const;

  it('shows admins and accounts every table; sales, editors, reviewers and crew none and no margins; anon is refused', async () => {
    for (const table of TABLES) expect((await accounts.from(table).select('*', { count: 'exact', head: true })).count, table).toBeGreaterThan(0);
    const others = await Promise.all(['sales@example.com', 'editor@example.com', 'reviewer@example.com', 'crew@example.com'].map((email) => signedInClient(email)));
    for (const client of others) {
      for (const table of TABLES) expect((await client.from(table).select('*')).data, table).toEqual([]);
      expect((await client.rpc('margins', { from_month: `${YEAR}-01-01`, to_month: `${YEAR}-01-01` })).error?.code).toBe('42501');
      expect((await client.rpc('sites_for_costs')).data).toEqual([]);
      expect((await client.rpc('record_power_bill', { meter, bill_number: 'X', billed_on: '2026-01-01', period_from: `${YEAR}-06-01`, period_to: `${YEAR}-06-30`, amount_paise: 100 })).error?.code).toBe('42501');
      expect((await client.rpc('raise_vendor_order', { campaign, kind: 'mounting', vendor: null as unknown as string, due_on: '2099-01-01', deliver_to: '', note: '', lines: [] })).error?.code).toBe('42501');
      expect((await client.from('vendors').insert({ name: 'Not allowed', email: 'no@example.com', prints: true })).error?.code).toBe('42501');
    }
    const anon = anonClient();
    for (const table of TABLES) expect((await anon.from(table).select('*')).error?.code, table).toBe('42501');
    expect((await anon.rpc('margins', { from_month: `${YEAR}-01-01`, to_month: `${YEAR}-01-01` })).error).not.toBeNull();
    const published = await sql<{ tablename: string }>("select tablename from pg_publication_tables where pubname = 'supabase_realtime'");
    expect(published.map((row) => row.tablename).filter((name) => TABLES.includes(name as (typeof TABLES)[number]))).toEqual([]);
  });
});
