import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/**
 * Tax invoices through the API (docs/decisions/104): accounts raise a draft from a confirmed campaign, priced as the
 * proposal is and taxed by the dated rates, CGST + SGST or IGST by the supply and the client's state; issuing numbers
 * it from the financial year's series under a lock, so concurrent issues get consecutive numbers; an issued invoice is
 * never edited or deleted, only cancelled with its number kept; sales read invoices, nobody else does.
 */

let accounts: Client;
let sales: Client;
let editor: Client;
let crew: Client;
const customers: string[] = [];
const campaigns: string[] = [];
let sitesUsed: Array<{ id: string; code: string; area_sqft: number }> = [];

/** A customer (with a GSTIN of `state`, or none) and a campaign confirmed by its client, of one line per site. */
async function confirmedCampaign(options: {
  gstin?: string | null;
  state?: string;
  supply?: 'space' | 'service' | null;
  plan?: 'whole' | 'monthly' | null;
  lines: Array<{ site: number; starts_on: string; ends_on: string; rate: number; discount?: number }>;
}): Promise<string> {
  const [customer] = await sql<{ id: string }>(
    `insert into public.customers (name, gstin, state_code, billing_address) values ($1, $2, $3, '12 Marine Drive, Mumbai 400020') returning id`,
    [`Invoice client ${Date.now()} ${Math.random()}`, options.gstin ?? null, options.state ?? null],
  );
  customers.push(customer.id);
  const [campaign] = await sql<{ id: string }>(
    `insert into public.campaigns (title, customer_id, status, supply_kind, billing_plan, include_printing, include_mounting)
     values ('Billing test', $1, 'draft', $2, $3, true, true) returning id`,
    [customer.id, options.supply ?? null, options.plan ?? null],
  );
  campaigns.push(campaign.id);
  for (const line of options.lines) {
    await sql(
      `insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate, discount_percent, discount_reason)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [campaign.id, sitesUsed[line.site].id, line.starts_on, line.ends_on, line.rate, line.discount ?? 0, line.discount ? 'Festival' : null],
    );
  }
  // As the client's acceptance leaves it (the database's owner writes what only its functions may).
  await sql("update public.campaigns set status = 'confirmed', sent_at = now(), accepted_at = now(), accepted_name = 'Test' where id = $1", [campaign.id]);
  return campaign.id;
}

const lines = (invoice: string) =>
  sql<{ kind: string; code: string; quantity: string; rate_paise: string; taxable_paise: string; tax_percent: string; cgst_paise: string; sgst_paise: string; igst_paise: string }>(
    `select kind, code, quantity::text, rate_paise::text, taxable_paise::text, tax_percent::text, cgst_paise::text, sgst_paise::text, igst_paise::text
       from public.invoice_lines where invoice_id = $1 order by position`,
    [invoice],
  );

const totals = (invoice: string) =>
  sql<{ status: string; number: string | null; place_of_supply: string; taxable: string; cgst: string; sgst: string; igst: string; total: string }>(
    `select status, number, place_of_supply, taxable_paise::text as taxable, cgst_paise::text as cgst, sgst_paise::text as sgst,
            igst_paise::text as igst, total_paise::text as total from public.invoices where id = $1`,
    [invoice],
  ).then((rows) => rows[0]);

async function draftFor(campaign: string): Promise<string> {
  const { data, error } = await accounts.rpc('draft_invoice', { campaign });
  if (error) throw new Error(`draft_invoice: ${error.message}`);
  return data as string;
}

beforeAll(async () => {
  [accounts, sales, editor, crew] = await Promise.all(['accounts@example.com', 'sales@example.com', 'editor@example.com', 'crew@example.com'].map((email) => signedInClient(email)));
  sitesUsed = await sql<{ id: string; code: string; area_sqft: number }>(
    'select id, code, area_sqft::float8 as area_sqft from public.sites where published and area_sqft > 0 order by code limit 2',
  );
});

afterAll(async () => {
  // Issued invoices are never deleted by anyone the triggers see: the test's own go with the triggers off, and with them
  // the foreign keys' cascades, so each table's rows are deleted in turn.
  const ids = (list: string[]) => list.map((id) => `'${id}'`).join(',') || 'null';
  const invoices = `select id from public.invoices where campaign_id in (${ids(campaigns)})`;
  await sql(`set session_replication_role = replica;
    delete from public.invoice_links where invoice_id in (${invoices});
    delete from public.invoice_lines where invoice_id in (${invoices});
    delete from public.invoices where campaign_id in (${ids(campaigns)});
    set session_replication_role = origin;`);
  await sql(`delete from public.campaigns where id in (${ids(campaigns)})`);
  await sql(`delete from public.customers where id in (${ids(customers)})`);
});

describe('a draft invoice', () => {
  it('prices the media as the proposal does, less the discount, with printing and mounting by area, each under its code', async () => {
    const campaign = await confirmedCampaign({
      gstin: '33AABCK1234M1ZR',
      lines: [
        // 15 Jan to 24 Feb: one month and ten days, 1.33 months.
        { site: 0, starts_on: '2031-01-15', ends_on: '2031-02-24', rate: 90_000, discount: 10 },
        { site: 1, starts_on: '2031-01-01', ends_on: '2031-01-31', rate: 45_500 },
      ],
    });
    const invoice = await draftFor(campaign);
    const [first, second] = sitesUsed;
    const agreed = Math.round(90_000 * 1.33);
    const media = (agreed - Math.round(agreed * 0.1)) * 100;
    const works = (site: { area_sqft: number }, rate: number) => Math.round(site.area_sqft * rate) * 100;
    const expected = [
      { kind: 'media', code: '998366', quantity: '1.33', rate_paise: '9000000', taxable_paise: String(media) },
      { kind: 'printing', code: '4911', quantity: first.area_sqft.toFixed(2), rate_paise: '1200', taxable_paise: String(works(first, 12)) },
      { kind: 'mounting', code: '998361', quantity: first.area_sqft.toFixed(2), rate_paise: '400', taxable_paise: String(works(first, 4)) },
      { kind: 'media', code: '998366', quantity: '1.00', rate_paise: '4550000', taxable_paise: '4550000' },
      { kind: 'printing', code: '4911', quantity: second.area_sqft.toFixed(2), rate_paise: '1200', taxable_paise: String(works(second, 12)) },
      { kind: 'mounting', code: '998361', quantity: second.area_sqft.toFixed(2), rate_paise: '400', taxable_paise: String(works(second, 4)) },
    ];
    // Two sites in code order; each site's media, then its printing and mounting.
    const order = first.code < second.code ? expected : [...expected.slice(3), ...expected.slice(0, 3)];
    expect((await lines(invoice)).map(({ kind, code, quantity, rate_paise, taxable_paise }) => ({ kind, code, quantity, rate_paise, taxable_paise }))).toEqual(order);
    const draft = await totals(invoice);
    expect(draft).toMatchObject({ status: 'draft', number: null, place_of_supply: '33' });
  });

  it('is refused for a campaign not yet confirmed, and for a period already invoiced', async () => {
    const campaign = await confirmedCampaign({ gstin: '33AABCK1234M1ZR', lines: [{ site: 0, starts_on: '2031-03-01', ends_on: '2031-03-31', rate: 50_000 }] });
    await draftFor(campaign);
    const again = await accounts.rpc('draft_invoice', { campaign });
    expect(again.error?.message).toBe('Every period of this campaign is invoiced already.');
    await sql("update public.campaigns set status = 'sent' where id = $1", [campaign]);
    const unconfirmed = await accounts.rpc('draft_invoice', { campaign });
    expect(unconfirmed.error?.message).toBe('Only a confirmed campaign is invoiced: this one is sent.');
  });

  it('bills month by month in advance: each draft takes the next month, the printing with the first', async () => {
    const campaign = await confirmedCampaign({ gstin: '33AABCK1234M1ZR', plan: 'monthly', lines: [{ site: 0, starts_on: '2031-04-10', ends_on: '2031-06-09', rate: 60_000 }] });
    const periods = [];
    for (let month = 0; month < 2; month += 1) {
      const invoice = await draftFor(campaign);
      const [row] = await sql<{ period_from: string; period_to: string }>('select period_from::text, period_to::text from public.invoices where id = $1', [invoice]);
      periods.push({ ...row, kinds: (await lines(invoice)).map((line) => line.kind) });
    }
    expect(periods).toEqual([
      { period_from: '2031-04-10', period_to: '2031-05-09', kinds: ['media', 'printing', 'mounting'] },
      { period_from: '2031-05-10', period_to: '2031-06-09', kinds: ['media'] },
    ]);
    expect((await accounts.rpc('draft_invoice', { campaign })).error?.message).toBe('Every period of this campaign is invoiced already.');
  });
});

describe('the tax on an invoice', () => {
  it('is CGST and SGST for a Chennai site sold as space to a Maharashtra client, and IGST when it is a display service', async () => {
    const space = await draftFor(
      await confirmedCampaign({ gstin: '27AAPFU0939F1ZV', supply: 'space', lines: [{ site: 0, starts_on: '2031-07-01', ends_on: '2031-07-31', rate: 100_001 }] }),
    );
    const service = await draftFor(
      await confirmedCampaign({ gstin: '27AAPFU0939F1ZV', supply: 'service', lines: [{ site: 0, starts_on: '2031-07-01', ends_on: '2031-07-31', rate: 100_001 }] }),
    );
    const [spaceMedia] = await lines(space);
    // 18% of ₹1,00,001 is ₹18,000.18: each half rounded to the paisa, 9,000.09.
    expect(spaceMedia).toMatchObject({ taxable_paise: '10000100', tax_percent: '18.00', cgst_paise: '900009', sgst_paise: '900009', igst_paise: '0' });
    const [serviceMedia] = await lines(service);
    expect(serviceMedia).toMatchObject({ taxable_paise: '10000100', cgst_paise: '0', sgst_paise: '0', igst_paise: '1800018' });
    expect(await totals(space)).toMatchObject({ place_of_supply: '33' });
    expect(await totals(service)).toMatchObject({ place_of_supply: '27' });
  });

  it("is the totals of the lines', in whole paise", async () => {
    const invoice = await draftFor(
      await confirmedCampaign({ gstin: '33AABCK1234M1ZR', lines: [{ site: 0, starts_on: '2031-08-01', ends_on: '2031-08-20', rate: 33_333, discount: 7 }, { site: 1, starts_on: '2031-08-05', ends_on: '2031-08-31', rate: 47_777 }] }),
    );
    const each = await lines(invoice);
    const sum = (key: keyof (typeof each)[number]) => each.reduce((total, line) => total + BigInt(line[key]), 0n);
    const invoiceTotals = await totals(invoice);
    expect({ taxable: BigInt(invoiceTotals.taxable), cgst: BigInt(invoiceTotals.cgst), sgst: BigInt(invoiceTotals.sgst), igst: BigInt(invoiceTotals.igst) }).toEqual({
      taxable: sum('taxable_paise'),
      cgst: sum('cgst_paise'),
      sgst: sum('sgst_paise'),
      igst: 0n,
    });
    expect(BigInt(invoiceTotals.total)).toBe(sum('taxable_paise') + sum('cgst_paise') + sum('sgst_paise'));
  });

  it('takes the rate of the day: a new rate from a later day leaves today\'s invoice alone', async () => {
    await sql("insert into public.tax_rates (code, description, rate_percent, starts_on) values ('998366', 'Test: a rate from 2099', 5, '2099-01-01')");
    try {
      const invoice = await draftFor(await confirmedCampaign({ gstin: '33AABCK1234M1ZR', lines: [{ site: 0, starts_on: '2031-09-01', ends_on: '2031-09-30', rate: 10_000 }] }));
      expect((await lines(invoice))[0].tax_percent).toBe('18.00');
      expect(await sqlValue('select public.tax_rate_on($1, $2::date)::text', ['998366', '2099-06-01'])).toBe('5.00');
    } finally {
      await sql("delete from public.tax_rates where starts_on = '2099-01-01'");
    }
  });

  it('is refused in words for a display service to a client without a state', async () => {
    const campaign = await confirmedCampaign({ gstin: null, supply: 'service', lines: [{ site: 0, starts_on: '2031-10-01', ends_on: '2031-10-31', rate: 10_000 }] });
    expect((await accounts.rpc('draft_invoice', { campaign })).error?.message).toBe(
      "Set the client's state (or GSTIN) first: a display service is taxed where the client is.",
    );
  });
});

describe('issuing', () => {
  it('gives 20 invoices issued at once 20 consecutive numbers of this financial year, none twice', async () => {
    const campaign = await confirmedCampaign({ gstin: '33AABCK1234M1ZR', plan: 'monthly', lines: [{ site: 0, starts_on: '2032-01-01', ends_on: '2033-08-31', rate: 20_000 }] });
    const drafts: string[] = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await draftFor(campaign));
    // All at once: each request on its own connection, each issue in its own transaction.
    const numbers = await Promise.all(
      drafts.map(async (invoice) => {
        const { data, error } = await accounts.rpc('issue_invoice', { invoice });
        if (error) throw new Error(error.message);
        return data as string;
      }),
    );
    const year = await sqlValue<string>('select public.financial_year_of(public.india_today())');
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^COM/${year}/\\d{4}$`));
    const serials = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]).toBe(19);
    for (const number of numbers) expect(number.length).toBeLessThanOrEqual(16);
  });

  it("numbers each financial year from its own series: April starts a new one, and another year's counter is not this year's", async () => {
    expect(await sql('select public.financial_year_of($1::date) as fy', ['2027-03-31'])).toEqual([{ fy: '26-27' }]);
    expect(await sql('select public.financial_year_of($1::date) as fy', ['2027-04-01'])).toEqual([{ fy: '27-28' }]);
    expect(await sql('select public.financial_year_of($1::date) as fy', ['2100-01-15'])).toEqual([{ fy: '99-00' }]);
    await sql("insert into public.invoice_series (series, financial_year, last_serial) values ('COM', '98-99', 57) on conflict do nothing");
    try {
      const year = await sqlValue<string>('select public.financial_year_of(public.india_today())');
      const before = await sqlValue<number>("select coalesce(max(last_serial), 0) from public.invoice_series where series = 'COM' and financial_year = $1", [year]);
      const invoice = await draftFor(await confirmedCampaign({ gstin: '33AABCK1234M1ZR', lines: [{ site: 0, starts_on: '2033-09-01', ends_on: '2033-09-30', rate: 10_000 }] }));
      const { data: number } = await accounts.rpc('issue_invoice', { invoice });
      expect(number).toBe(`COM/${year}/${String(before + 1).padStart(4, '0')}`);
      expect(await sqlValue<number>("select last_serial from public.invoice_series where series = 'COM' and financial_year = '98-99'")).toBe(57);
    } finally {
      await sql("delete from public.invoice_series where financial_year = '98-99'");
    }
  });

  it('dates the invoice today, due after the credit days, with the supplier and the client as they are', async () => {
    const invoice = await draftFor(await confirmedCampaign({ gstin: '27AAPFU0939F1ZV', lines: [{ site: 1, starts_on: '2033-10-01', ends_on: '2033-10-31', rate: 10_000 }] }));
    await accounts.rpc('issue_invoice', { invoice }).throwOnError();
    const [row] = await sql<{ today: boolean; due: number; supplier: { gstin: string; state: string }; recipient: { gstin: string; state: string } }>(
      `select invoice_date = public.india_today() as today, due_on - invoice_date as due, supplier, recipient from public.invoices where id = $1`,
      [invoice],
    );
    expect(row).toMatchObject({ today: true, due: 90, supplier: { gstin: '33AAFCC4821K1ZS', state: 'Tamil Nadu' }, recipient: { gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' } });
  });

  it("carries the client's purchase order noted on the campaign by sales, kept as it was that day", async () => {
    const campaign = await confirmedCampaign({ lines: [{ site: 0, starts_on: '2033-11-01', ends_on: '2033-11-30', rate: 10_000 }] });
    const note = (client: Client, po_number: string, po_date: string) => client.rpc('record_purchase_order', { campaign, po_number, po_date });
    expect((await note(editor, 'PO-1', '2026-12-01')).error?.message).toBe('Only admins, sales and accounts record purchase orders.');
    expect((await note(sales, ' ', '2026-12-01')).error?.message).toBe("Give the purchase order's number (at most 40 characters).");
    expect((await note(sales, 'PO-1', '2099-01-01')).error?.message).toBe("Give the purchase order's date: today or earlier.");
    expect((await note(sales, 'KTX/PO/2026/0417', '2026-12-01')).error).toBeNull();
    const invoice = await draftFor(campaign);
    await accounts.rpc('issue_invoice', { invoice }).throwOnError();
    // Changed afterwards, the issued invoice keeps the one it was issued with.
    expect((await note(accounts, 'KTX/PO/2026/0418', '2026-12-02')).error).toBeNull();
    const [row] = await sql<{ recipient: { po_number: string; po_date: string } }>('select recipient from public.invoices where id = $1', [invoice]);
    expect(row.recipient).toMatchObject({ po_number: 'KTX/PO/2026/0417', po_date: '2026-12-01' });
    // Its file goes into the private purchase-orders bucket under the campaign: sales and accounts put and read it,
    // nobody else; the database notes only a file that is there.
    const pdf = new Blob(['%PDF-1.4 purchase order'], { type: 'application/pdf' });
    const path = `${campaign}/${randomUUID()}.pdf`;
    for (const client of [editor, crew, anonClient()]) expect((await client.storage.from('purchase-orders').upload(path, pdf)).error).not.toBeNull();
    expect((await sales.storage.from('purchase-orders').upload(`${campaign}/not-a-random-name.pdf`, pdf)).error).not.toBeNull();
    expect((await sales.rpc('record_purchase_order', { campaign, po_number: 'KTX/PO/2026/0418', po_date: '2026-12-02', po_path: path })).error?.message).toBe(
      "Upload the purchase order's file first: it was not found.",
    );
    expect((await sales.storage.from('purchase-orders').upload(path, pdf)).error).toBeNull();
    expect((await sales.rpc('record_purchase_order', { campaign, po_number: 'KTX/PO/2026/0418', po_date: '2026-12-02', po_path: path })).error).toBeNull();
    expect(await sqlValue<string>('select po_path from public.campaigns where id = $1', [campaign])).toBe(path);
    expect((await accounts.storage.from('purchase-orders').download(path)).error).toBeNull();
    expect((await editor.storage.from('purchase-orders').download(path)).error).not.toBeNull();
    const [draft] = await sql<{ id: string }>("insert into public.campaigns (title, customer_id) select 'Draft', customer_id from public.campaigns where id = $1 returning id", [campaign]);
    campaigns.push(draft.id);
    expect((await sales.rpc('record_purchase_order', { campaign: draft.id, po_number: 'PO-2', po_date: '2026-12-01' })).error?.message).toBe(
      'A purchase order is noted on a campaign its client has accepted.',
    );
  });
});

describe('an issued invoice', () => {
  let issued: string;
  beforeAll(async () => {
    issued = await draftFor(await confirmedCampaign({ gstin: '33AABCK1234M1ZR', lines: [{ site: 0, starts_on: '2033-11-01', ends_on: '2033-11-30', rate: 10_000 }] }));
    await accounts.rpc('issue_invoice', { invoice: issued }).throwOnError();
  });

  it('is never edited or deleted, not even by the database owner; a draft of it cannot be discarded', async () => {
    await expect(sql('update public.invoices set total_paise = total_paise + 1, taxable_paise = taxable_paise + 1 where id = $1', [issued])).rejects.toThrow(/it can no longer change, only be cancelled/);
    await expect(sql("update public.invoice_lines set description = 'Changed' where invoice_id = $1", [issued])).rejects.toThrow(/its lines can no longer change/);
    await expect(sql('delete from public.invoice_lines where invoice_id = $1', [issued])).rejects.toThrow(/its lines can no longer change/);
    await expect(sql('delete from public.invoices where id = $1', [issued])).rejects.toThrow(/it is cancelled, never deleted/);
    expect((await accounts.rpc('issue_invoice', { invoice: issued })).error?.message).toMatch(/is issued already/);
    expect((await accounts.rpc('discard_invoice_draft', { invoice: issued })).error?.message).toBe('Only a draft is discarded: an issued invoice is cancelled, with a reason.');
    // Through the API, nobody writes the table at all.
    const { error } = await accounts.from('invoices').update({ cancel_reason: 'x' }).eq('id', issued);
    expect(error?.code).toBe('42501');
  });

  it('is cancelled only with a reason, keeping its number; its link then says so', async () => {
    const { data: token } = await accounts.rpc('share_invoice', { invoice: issued });
    const before = await anonClient().rpc('invoice_view', { token: token as string });
    expect(before.data).toMatchObject({ state: 'open', status: 'issued', supply_kind: 'space', reverse_charge: false });
    expect((await accounts.rpc('cancel_invoice', { invoice: issued, reason: '  ' })).error?.message).toBe('Say why the invoice is cancelled.');
    const number = (await totals(issued)).number;
    await accounts.rpc('cancel_invoice', { invoice: issued, reason: 'Raised on the wrong client' }).throwOnError();
    expect(await totals(issued)).toMatchObject({ status: 'cancelled', number });
    const after = await anonClient().rpc('invoice_view', { token: token as string });
    expect(after.data).toEqual({ state: 'ended', message: expect.stringMatching(new RegExp(`^Invoice ${number!.replaceAll('/', '\\/')} was cancelled on .+\\. Ask us about it\\.$`)) });
  });
});

describe('who reads and writes invoices', () => {
  let invoice: string;
  beforeAll(async () => {
    invoice = await draftFor(await confirmedCampaign({ gstin: '33AABCK1234M1ZR', lines: [{ site: 1, starts_on: '2033-12-01', ends_on: '2033-12-31', rate: 10_000 }] }));
  });

  it('lets accounts and sales read them, and editors, crew and visitors read none', async () => {
    const read = async (client: Client) => (await client.from('invoices').select('id').eq('id', invoice)).data?.length ?? 0;
    expect({ accounts: await read(accounts), sales: await read(sales), editor: await read(editor), crew: await read(crew), anon: await read(anonClient()) }).toEqual({
      accounts: 1,
      sales: 1,
      editor: 0,
      crew: 0,
      anon: 0,
    });
  });

  it('lets only admins and accounts raise, issue and share them', async () => {
    const campaign = campaigns.at(-1)!;
    expect((await sales.rpc('draft_invoice', { campaign })).error?.message).toBe('Only admins and accounts raise invoices.');
    expect((await sales.rpc('issue_invoice', { invoice })).error?.message).toBe('Only admins and accounts issue invoices.');
    expect((await editor.rpc('share_invoice', { invoice })).error?.message).toBe('Only admins and accounts share invoices.');
    expect((await anonClient().rpc('issue_invoice', { invoice })).error?.code).toBe('42501');
  });

  it('opens a link only while it is live, and a wrong token opens nothing', async () => {
    await accounts.rpc('issue_invoice', { invoice }).throwOnError();
    const { data: token } = await accounts.rpc('share_invoice', { invoice });
    expect((await anonClient().rpc('invoice_view', { token: 'not-a-token' })).data).toBeNull();
    await accounts.rpc('revoke_invoice_links', { invoice }).throwOnError();
    expect((await anonClient().rpc('invoice_view', { token: token as string })).data).toEqual({ state: 'ended', message: 'This link no longer opens the invoice. Ask us for a new one.' });
  });
});
