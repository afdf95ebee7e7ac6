import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';

/**
 * The month's GSTR-1 through the API (docs/decisions/112): invoices to a registered Chennai client (CGST + SGST), a
 * registered Maharashtra client (IGST), an unregistered client out of state above the b2cl limit and one at home below
 * it, one cancelled, and credit notes, each in its sheet in paise; billing staff read it, nobody else.
 */

const MONTH = '2033-05-01';
let accounts: Client;
const customers: string[] = [];
const campaigns: string[] = [];
let site: string;

/** A customer and a campaign of one month at `rupees` on one site, confirmed, invoiced and issued: the invoice's id. */
async function issuedInvoice(options: { gstin?: string; state?: string; supply: 'space' | 'service'; rupees: number; printing?: boolean }): Promise<string> {
  const [customer] = await sql<{ id: string }>(
    "insert into public.customers (name, gstin, state_code, billing_address) values ($1, $2, $3, '12 Marine Drive, Mumbai 400020') returning id",
    [`GST client ${Math.random()}`, options.gstin ?? null, options.state ?? null],
  );
  customers.push(customer.id);
  const [campaign] = await sql<{ id: string }>(
    "insert into public.campaigns (title, customer_id, status, supply_kind, billing_plan, include_printing, include_mounting) values ('GST test', $1, 'draft', $2, 'whole', $3, false) returning id",
    [customer.id, options.supply, options.printing ?? false],
  );
  campaigns.push(campaign.id);
  await sql("insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate) values ($1, $2, '2033-01-01', '2033-01-31', $3)", [campaign.id, site, options.rupees]);
  await sql("update public.campaigns set status = 'confirmed', sent_at = now(), accepted_at = now(), accepted_name = 'Test' where id = $1", [campaign.id]);
  const draft = await accounts.rpc('draft_invoice', { campaign: campaign.id });
  if (draft.error) throw new Error(draft.error.message);
  const issued = await accounts.rpc('issue_invoice', { invoice: draft.data });
  if (issued.error) throw new Error(issued.error.message);
  return draft.data;
}

const numberOf = async (table: 'invoices' | 'credit_notes', id: string) => (await sql<{ number: string }>(`select number from public.${table} where id = $1`, [id]))[0].number;

let chennai: string, mumbai: string, large: string, small: string, cancelled: string;
let mumbaiNote: string, largeNote: string;
let sheets: Record<string, Array<Record<string, unknown>>>;

beforeAll(async () => {
  accounts = await signedInClient('accounts@example.com');
  [{ id: site }] = await sql<{ id: string }>('select id from public.sites where published and area_sqft > 0 order by code limit 1');
  chennai = await issuedInvoice({ gstin: '33AABCK1234M1ZR', supply: 'space', rupees: 50_000, printing: true });
  mumbai = await issuedInvoice({ gstin: '27AAPFU0939F1ZV', supply: 'service', rupees: 80_000 });
  large = await issuedInvoice({ state: '27', supply: 'service', rupees: 2_00_000 });
  small = await issuedInvoice({ supply: 'space', rupees: 30_000 });
  cancelled = await issuedInvoice({ gstin: '33AABCK1234M1ZR', supply: 'space', rupees: 10_000 });
  expect((await accounts.rpc('cancel_invoice', { invoice: cancelled, reason: 'Raised twice' })).error).toBeNull();
  const credit = async (invoice: string) => {
    const { data, error } = await accounts.rpc('issue_credit_note', { invoice, reason: 'Site dark for a week', lines: null });
    if (error) throw new Error(error.message);
    return (await sql<{ id: string }>('select id from public.credit_notes where number = $1', [data]))[0].id;
  };
  mumbaiNote = await credit(mumbai);
  largeNote = await credit(large);
  // Issued today, the documents move to a month of their own so that no other invoice shares its sheets (the owner,
  // triggers off: nothing else may change an issued document's day).
  await sql(`set session_replication_role = replica;
    update public.invoices set invoice_date = '2033-05-07' where campaign_id = any($1);
    update public.credit_notes set note_date = '2033-05-20' where customer_id = any($2);
    set session_replication_role = origin;`.replace('$1', `array[${campaigns.map((id) => `'${id}'::uuid`).join(',')}]`).replace('$2', `array[${customers.map((id) => `'${id}'::uuid`).join(',')}]`));
  const { data, error } = await accounts.rpc('gstr1', { month: '2033-05-15' });
  if (error) throw new Error(error.message);
  sheets = data as typeof sheets;
});

afterAll(async () => {
  const list = (ids: string[]) => `array[${ids.map((id) => `'${id}'::uuid`).join(',')}]::uuid[]`;
  await sql(`set session_replication_role = replica;
    delete from public.credit_note_lines where credit_note_id in (select id from public.credit_notes where customer_id = any(${list(customers)}));
    delete from public.credit_notes where customer_id = any(${list(customers)});
    delete from public.invoice_lines where invoice_id in (select id from public.invoices where campaign_id = any(${list(campaigns)}));
    delete from public.invoices where campaign_id = any(${list(campaigns)});
    set session_replication_role = origin;`);
  await sql(`delete from public.campaigns where id = any(${list(campaigns)})`);
  await sql(`delete from public.customers where id = any(${list(customers)})`);
});

describe("a month's GSTR-1", () => {
  it('puts invoices to registered clients in b2b, a row per rate, and leaves the cancelled one out', async () => {
    const [printing] = await sql<{ taxable: string; cgst: string }>("select taxable_paise::text as taxable, cgst_paise::text as cgst from public.invoice_lines where invoice_id = $1 and kind = 'printing'", [chennai]);
    const chennaiTotal = 50_000_00 + 2 * 4_500_00 + Number(printing.taxable) + 2 * Number(printing.cgst);
    const row = (number: string, gstin: string, value: number, pos: [string, string], rate: number, taxable: number) =>
      expect.objectContaining({ number, gstin, value_paise: value, pos_code: pos[0], pos_name: pos[1], rate, taxable_paise: taxable, day: '2033-05-07' });
    expect(sheets.b2b).toEqual([
      row(await numberOf('invoices', chennai), '33AABCK1234M1ZR', chennaiTotal, ['33', 'Tamil Nadu'], 12, Number(printing.taxable)),
      row(await numberOf('invoices', chennai), '33AABCK1234M1ZR', chennaiTotal, ['33', 'Tamil Nadu'], 18, 50_000_00),
      row(await numberOf('invoices', mumbai), '27AAPFU0939F1ZV', 94_400_00, ['27', 'Maharashtra'], 18, 80_000_00),
    ]);
    expect(sheets.b2b[2]).toMatchObject({ igst_paise: 14_400_00, cgst_paise: 0, sgst_paise: 0 });
  });

  it('reports the unregistered client out of state above the b2cl limit invoice by invoice, and the one at home summed in b2cs', async () => {
    expect(sheets.b2cl).toEqual([expect.objectContaining({ number: await numberOf('invoices', large), value_paise: 2_36_000_00, pos_code: '27', rate: 18, taxable_paise: 2_00_000_00, igst_paise: 36_000_00 })]);
    expect(sheets.b2cl[0]).not.toHaveProperty('gstin');
    expect(sheets.b2cs).toEqual([{ pos_code: '33', pos_name: 'Tamil Nadu', rate: 18, taxable_paise: 30_000_00, igst_paise: 0, cgst_paise: 2_700_00, sgst_paise: 2_700_00 }]);
    expect(sheets.b2cl_limit_paise).toBe(1_00_000_00);
  });

  it('puts the credit note to the registered client in cdnr and the one on the b2cl invoice in cdnur', async () => {
    expect(sheets.cdnr).toEqual([expect.objectContaining({ number: await numberOf('credit_notes', mumbaiNote), gstin: '27AAPFU0939F1ZV', day: '2033-05-20', value_paise: 94_400_00, pos_code: '27', rate: 18, taxable_paise: 80_000_00 })]);
    expect(sheets.cdnur).toEqual([expect.objectContaining({ number: await numberOf('credit_notes', largeNote), value_paise: 2_36_000_00, pos_code: '27', rate: 18, taxable_paise: 2_00_000_00 })]);
  });

  it('sums the HSN summary by code and rate, less the credit notes, registered clients apart, a service without quantity', () => {
    const media = (rows: Array<Record<string, unknown>>) => rows.find((row) => row.code === '998366');
    // B2B: Chennai's 50,000 and Mumbai's 80,000, less Mumbai's credit note.
    expect(media(sheets.hsn_b2b)).toMatchObject({ uqc: 'NA', quantity: 0, rate: 18, taxable_paise: 50_000_00, igst_paise: 0, cgst_paise: 4_500_00, sgst_paise: 4_500_00 });
    expect(sheets.hsn_b2b.find((row) => row.code === '4911')).toMatchObject({ uqc: 'SQF-SQUARE FEET', rate: 12 });
    // B2C: the large invoice and its credit note cancel out; the small one stays.
    expect(media(sheets.hsn_b2c)).toMatchObject({ uqc: 'NA', taxable_paise: 30_000_00, igst_paise: 0, cgst_paise: 2_700_00 });
  });

  it('counts the documents issued in each series, the cancelled invoice among them', async () => {
    const numbers = await Promise.all([chennai, mumbai, large, small, cancelled].map((id) => numberOf('invoices', id)));
    const notes = await Promise.all([mumbaiNote, largeNote].map((id) => numberOf('credit_notes', id)));
    expect(sheets.docs).toEqual([
      { nature: 'Invoices for outward supply', first_number: numbers[0], last_number: numbers[4], total: 5, cancelled: 1 },
      { nature: 'Credit Note', first_number: notes[0], last_number: notes[1], total: 2, cancelled: 0 },
    ]);
  });

  it('is read by admins and accounts only: sales, editors, crews and visitors get nothing, the limits included', async () => {
    for (const email of ['sales@example.com', 'editor@example.com', 'crew@example.com']) {
      const client = await signedInClient(email);
      const { data, error } = await client.rpc('gstr1', { month: MONTH });
      expect([data, error?.code], email).toEqual([null, '42501']);
      expect((await client.from('b2cl_limits').select('limit_paise')).data, email).toEqual([]);
    }
    const visitor = await anonClient().rpc('gstr1', { month: MONTH });
    expect([visitor.data, visitor.error?.code]).toEqual([null, '42501']);
    const admin = await signedInClient('admin@example.com');
    expect((await admin.rpc('gstr1', { month: MONTH })).data).toMatchObject({ month: MONTH });
  });
});
