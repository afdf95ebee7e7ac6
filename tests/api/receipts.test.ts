import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/database.types';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/**
 * Payments through the API (docs/decisions/106): accounts record what a client paid and the TDS it deducted, settling
 * its oldest invoices first or as split; balances are exact in paise; a payment beyond what is owed is refused or kept
 * as an advance; a voided payment is owed again; two payments at once never settle the same rupee twice; credit notes
 * (docs/decisions/107) take an invoice's lines back with their tax; nobody writes either but the functions, and only
 * billing and sales read them. An e-invoice's registration (decision 110) is recorded once on the invoice.
 */

let accounts: Client;
let sales: Client;
let editor: Client;
let crew: Client;
const customers: string[] = [];

type Invoice = { id: string; number: string; line: string };

/**
 * A customer with `gstin` and its issued invoices of `totals` (taxable value and 18% GST; dated `daysAgo`, by default
 * 30 days ago and a day later for each next one), oldest first, each due 90 days after its date.
 */
async function customerWithInvoices(gstin: string | null, totals: Array<[taxable: number, tax: number, daysAgo?: number]>): Promise<{ customer: string; invoices: Invoice[] }> {
  const [customer] = await sql<{ id: string }>(
    `insert into public.customers (name, gstin, billing_address) values ($1, $2, '14 Industrial Estate, Guindy, Chennai 600032') returning id`,
    [`Receipt client ${Date.now()} ${Math.random()}`, gstin],
  );
  customers.push(customer.id);
  const [campaign] = await sql<{ id: string }>(`insert into public.campaigns (title, customer_id, status) values ('Receipts test', $1, 'confirmed') returning id`, [customer.id]);
  const invoices: Invoice[] = [];
  for (const [index, [taxable, tax, daysAgo = 30 - index]] of totals.entries()) {
    const series = `T${Math.random().toString(36).slice(2, 8)}`;
    const number = `${series}/${index + 1}`;
    // A draft with one media line of its taxable value at 18%, then issued as issue_invoice leaves it (an issued
    // invoice's lines never change, so the line comes first).
    const [invoice] = await sql<{ id: string }>(
      `insert into public.invoices (campaign_id, customer_id, period_from, period_to, supply_kind, place_of_supply, taxable_paise, cgst_paise, sgst_paise, total_paise)
       values ($1, $2, public.india_today(), public.india_today() + 30, 'space', '33', $3::bigint, $4::bigint, $4::bigint, $3::bigint + 2 * $4::bigint) returning id`,
      [campaign.id, customer.id, taxable, tax / 2],
    );
    const [line] = await sql<{ id: string }>(
      `insert into public.invoice_lines (invoice_id, position, kind, description, code, quantity, unit, rate_paise, taxable_paise, tax_percent, cgst_paise, sgst_paise)
       values ($1, 1, 'media', 'CHN-OMR-001 Tidel Park hoarding', '998366', 1, 'month', $2::bigint, $2::bigint, 18, $3::bigint, $3::bigint) returning id`,
      [invoice.id, taxable, tax / 2],
    );
    await sql(
      `update public.invoices set status = 'issued', number = $2, series = $3, financial_year = '26-27', serial = $4, invoice_date = public.india_today() - $5::int,
         due_on = public.india_today() + 90 - $5::int, supplier = '{}', recipient = '{}', issued_at = now() where id = $1`,
      [invoice.id, number, series, index + 1, daysAgo],
    );
    invoices.push({ id: invoice.id, number, line: line.id });
  }
  return { customer: customer.id, invoices };
}

const balances = async (invoices: Invoice[]) => {
  const { data, error } = await accounts.from('invoices').select('id, settled_paise, balance_paise').in('id', invoices.map((invoice) => invoice.id));
  if (error) throw new Error(error.message);
  return invoices.map((invoice) => Number(data.find((row) => row.id === invoice.id)?.balance_paise));
};

type Payment = { amount_paise: number; tds_paise?: number; tds_percent?: number; allocations?: Array<{ invoice: string; amount_paise: number }>; keep_advance?: boolean; mode?: string; reference?: string; received_on?: string };

function record(client: Client, customer: string, payment: Payment) {
  return client.rpc('record_receipt', {
    customer,
    received_on: payment.received_on ?? indiaToday,
    mode: payment.mode ?? 'neft',
    reference: payment.reference ?? 'UTR0001234',
    amount_paise: payment.amount_paise,
    tds_paise: payment.tds_paise ?? 0,
    tds_percent: payment.tds_percent ?? 0,
    // Null: the oldest invoices first.
    allocations: payment.allocations ?? (null as unknown as Json),
    keep_advance: payment.keep_advance ?? false,
    note: '',
  });
}

/** Today in India, as the database dates documents (india_today()). */
let indiaToday: string;
/** The day `ago` days before today in India. */
const daysAgo = (ago: number) => new Date(Date.parse(indiaToday) - ago * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  indiaToday = await sqlValue<string>('select public.india_today()::text');
  [accounts, sales, editor, crew] = await Promise.all(['accounts@example.com', 'sales@example.com', 'editor@example.com', 'crew@example.com'].map((email) => signedInClient(email)));
});

afterAll(async () => {
  // Receipts and issued invoices are never deleted by anyone the triggers see: the test's own go with the triggers off.
  const ids = customers.map((id) => `'${id}'`).join(',') || 'null';
  await sql(`set session_replication_role = replica;
    delete from public.receipt_allocations where receipt_id in (select id from public.receipts where customer_id in (${ids}));
    delete from public.receipts where customer_id in (${ids});
    delete from public.credit_note_lines where credit_note_id in (select id from public.credit_notes where customer_id in (${ids}));
    delete from public.credit_notes where customer_id in (${ids});
    delete from public.invoice_lines where invoice_id in (select id from public.invoices where customer_id in (${ids}));
    delete from public.invoices where customer_id in (${ids});
    delete from public.campaigns where customer_id in (${ids});
    delete from public.customers where id in (${ids});
    set session_replication_role = origin;`);
});

describe('recording a payment', () => {
  it('settles the oldest invoice first with the TDS deducted, numbered in the financial year, to the paisa', async () => {
    const { customer, invoices } = await customerWithInvoices('33AABCK1234M1ZR', [
      [100_000_00, 18_000_00],
      [50_000_17, 9_000_02],
    ]);
    // 2% TDS on the taxable value (₹2,000), the rest by NEFT: the first invoice, ₹1,18,000, is settled whole.
    const { data: number, error } = await record(accounts, customer, { amount_paise: 116_000_00, tds_paise: 2_000_00, tds_percent: 2 });
    expect(error).toBeNull();
    expect(number).toMatch(/^RCT\/\d\d-\d\d\/\d{4}$/);
    expect(await balances(invoices)).toEqual([0, 59_000_19]);
    const receipt = await sql<{ amount: string; tds: string; advance: string; settled: string }>(
      `select r.amount_paise::text as amount, r.tds_paise::text as tds, public.unapplied_paise(r)::text as advance, sum(a.amount_paise)::text as settled
         from public.receipts r join public.receipt_allocations a on a.receipt_id = r.id where r.number = $1 group by r.id`,
      [number],
    );
    expect(receipt).toEqual([{ amount: '11600000', tds: '200000', advance: '0', settled: '11800000' }]);

    // Part of the second, split by hand: 19 paise short of it, exactly.
    expect((await record(accounts, customer, { amount_paise: 59_000_00, allocations: [{ invoice: invoices[1].id, amount_paise: 59_000_00 }] })).error).toBeNull();
    expect(await balances(invoices)).toEqual([0, 19]);
  });

  it('refuses a payment beyond what is owed, in words, or keeps the rest as an advance on account', async () => {
    const { customer, invoices } = await customerWithInvoices('33AAGFC5678K1Z4', [[10_000_00, 1_800_00]]);
    const over = await record(accounts, customer, { amount_paise: 12_000_00 });
    expect(over.error?.message).toBe('This payment is ₹200 more than the invoices it settles: keep the rest as an advance on account, or correct the amount.');
    const split = await record(accounts, customer, { amount_paise: 12_000_00, allocations: [{ invoice: invoices[0].id, amount_paise: 12_000_00 }] });
    expect(split.error?.message).toBe(`Invoice ${invoices[0].number} has ₹11,800 left to pay: a payment settles at most that.`);
    const beyond = await record(accounts, customer, { amount_paise: 5_000_00, allocations: [{ invoice: invoices[0].id, amount_paise: 6_000_50 }] });
    expect(beyond.error?.message).toBe('The split settles ₹6,000.50 but the payment with its TDS is ₹5,000: split no more than was paid.');
    expect(await sqlValue<number>('select count(*)::int from public.receipts where customer_id = $1', [customer])).toBe(0);

    const { data: number, error } = await record(accounts, customer, { amount_paise: 12_000_00, keep_advance: true });
    expect(error).toBeNull();
    expect(await balances(invoices)).toEqual([0]);
    expect(await sqlValue<string>('select public.unapplied_paise(r)::text from public.receipts r where number = $1', [number])).toBe('20000');
  });

  it.each([
    ['a day to come', { received_on: '2099-01-01' }, 'Give the day the payment was received: today or earlier.'],
    ['nothing paid', { amount_paise: 0 }, 'Give the amount received, the TDS deducted or both: neither may be below zero.'],
    ['a cheque without its number', { mode: 'cheque', reference: ' ' }, "Give the bank's reference (UTR) or the cheque's number: only cash has none."],
  ] as const)('refuses %s with a sentence', async (_, change, message) => {
    const { customer } = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    const { error } = await record(accounts, customer, { amount_paise: 1_180_00, ...change });
    expect(error?.message).toBe(message);
  });

  it("refuses another customer's invoice, a draft's, and an invoice named twice", async () => {
    const mine = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    const theirs = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    const foreign = await record(accounts, mine.customer, { amount_paise: 100_00, allocations: [{ invoice: theirs.invoices[0].id, amount_paise: 100_00 }] });
    expect(foreign.error?.message).toBe(`A payment settles only this customer's issued invoices: ${theirs.invoices[0].number} is not one.`);
    const twice = await record(accounts, mine.customer, {
      amount_paise: 200_00,
      allocations: [
        { invoice: mine.invoices[0].id, amount_paise: 100_00 },
        { invoice: mine.invoices[0].id, amount_paise: 100_00 },
      ],
    });
    expect(twice.error?.message).toBe("Name each invoice once in a payment's split.");
  });

  it('settles a rupee once when two payments are recorded at the same moment', async () => {
    const { customer, invoices } = await customerWithInvoices(null, [[10_000_00, 1_800_00]]);
    const outcomes = await Promise.all([0, 1].map(() => record(accounts, customer, { amount_paise: 11_800_00, allocations: [{ invoice: invoices[0].id, amount_paise: 11_800_00 }] })));
    expect(outcomes.filter((outcome) => outcome.error === null)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.error)?.error?.message).toBe(`Invoice ${invoices[0].number} has ₹0 left to pay: a payment settles at most that.`);
    expect(await balances(invoices)).toEqual([0]);
  });
});

describe('after a payment', () => {
  it('is voided with a reason and its invoices are owed again; an invoice with payments is not cancelled', async () => {
    const { customer, invoices } = await customerWithInvoices(null, [[10_000_00, 1_800_00]]);
    const { data: number } = await record(accounts, customer, { amount_paise: 11_800_00, mode: 'cheque', reference: '004512' });
    const id = await sqlValue<string>('select id from public.receipts where number = $1', [number]);
    const cancel = await accounts.rpc('cancel_invoice', { invoice: invoices[0].id, reason: 'Wrong client' });
    expect(cancel.error?.message).toBe('This invoice has payments against it: void them first, or credit the invoice instead.');
    expect((await accounts.rpc('void_receipt', { receipt: id, reason: ' ' })).error?.message).toBe('Say why the payment is voided.');
    expect((await accounts.rpc('void_receipt', { receipt: id, reason: 'Cheque returned unpaid' })).error).toBeNull();
    expect(await balances(invoices)).toEqual([11_800_00]);
    expect((await accounts.rpc('void_receipt', { receipt: id, reason: 'Again' })).error?.message).toBe('Only a recorded payment is voided.');
  });

  it("keeps the TDS certificate's number and date, and never changes what it settled", async () => {
    const { customer } = await customerWithInvoices(null, [[100_000_00, 18_000_00]]);
    const { data: number } = await record(accounts, customer, { amount_paise: 116_000_00, tds_paise: 2_000_00, tds_percent: 2 });
    const id = await sqlValue<string>('select id from public.receipts where number = $1', [number]);
    expect((await accounts.rpc('record_tds_certificate', { receipt: id, certificate: 'ABCD1234EFGH', issued_on: '2026-11-15' })).error).toBeNull();
    expect(await sqlValue<string>("select tds_certificate || ' ' || tds_certificate_on from public.receipts where id = $1", [id])).toBe('ABCD1234EFGH 2026-11-15');
    // Not even the service role edits or deletes a recorded payment or its split.
    const service = serviceClient();
    expect((await service.from('receipts').update({ amount_paise: 1 }).eq('id', id)).error?.message).toBe(`Payment ${number} is recorded: it can only be voided.`);
    expect((await service.from('receipts').delete().eq('id', id)).error?.message).toBe(`Payment ${number} is recorded: it is voided, never deleted.`);
    expect((await service.from('receipt_allocations').delete().eq('receipt_id', id)).error?.message).toBe(
      'What a recorded payment settles never changes: void the payment and record it again.',
    );
  });
});

describe('an advance on account', () => {
  it("is kept on the payment and later applied to an invoice of the same client, at most what either has left", async () => {
    const { customer, invoices } = await customerWithInvoices(null, [[50_000_00, 9_000_00]]);
    // Half the media cost on confirmation, as the agency's terms ask, before the invoice is settled.
    const { data: number } = await record(accounts, customer, { amount_paise: 29_500_00, allocations: [], keep_advance: true });
    const receipt = await sqlValue<string>('select id from public.receipts where number = $1', [number]);
    const unapplied = async () => Number((await accounts.from('receipts').select('unapplied_paise').eq('id', receipt).single()).data?.unapplied_paise);
    expect(await unapplied()).toBe(29_500_00);
    expect(await balances(invoices)).toEqual([59_000_00]);

    const apply = (client: Client, invoice: string, amount_paise: number) => client.rpc('apply_advance', { receipt, invoice, amount_paise });
    expect((await apply(sales, invoices[0].id, 100_00)).error?.message).toBe('Only admins and accounts apply advances.');
    expect((await apply(accounts, invoices[0].id, 29_500_01)).error?.message).toBe(`Payment ${number} has ₹29,500 left to apply.`);
    const other = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    expect((await apply(accounts, other.invoices[0].id, 100_00)).error?.message).toBe('An advance settles an issued invoice of the client who paid it.');
    expect((await apply(accounts, invoices[0].id, 29_500_00)).error).toBeNull();
    expect(await balances(invoices)).toEqual([29_500_00]);
    expect(await unapplied()).toBe(0);
    expect((await apply(accounts, invoices[0].id, 1)).error?.message).toBe(`Payment ${number} has ₹0 left to apply.`);
  });
});

describe('TDS and who may', () => {
  it("suggests 1% for an individual's or a HUF's PAN and 2% for others, from the dated section 194C rates", async () => {
    const individual = await customerWithInvoices('33ABCPK1234M1ZX', []);
    const company = await customerWithInvoices('33AABCK1234M1ZR', []);
    const rate = async (customer: string) => (await accounts.rpc('tds_rate_for', { customer, day: '2026-12-01' })).data as { deductee: string; rate_percent: number; single_threshold_paise: number };
    expect(await rate(individual.customer)).toMatchObject({ deductee: 'individual_huf', rate_percent: 1, single_threshold_paise: 3_000_000 });
    expect(await rate(company.customer)).toMatchObject({ deductee: 'other', rate_percent: 2, yearly_threshold_paise: 10_000_000 });
  });

  it('lets sales read payments but not record them; editors, crew and visitors read none', async () => {
    const { customer } = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    await record(accounts, customer, { amount_paise: 1_180_00 });
    expect((await record(sales, customer, { amount_paise: 1_00, keep_advance: true })).error?.message).toBe('Only admins and accounts record payments.');
    expect((await sales.from('receipts').select('id').eq('customer_id', customer)).data).toHaveLength(1);
    for (const client of [editor, crew, anonClient()]) {
      expect((await client.from('receipts').select('id').eq('customer_id', customer)).data ?? []).toEqual([]);
      expect((await client.from('receipt_allocations').select('receipt_id')).data ?? []).toEqual([]);
    }
    expect((await accounts.from('receipts').insert({ number: 'X/1', customer_id: customer, received_on: '2026-12-01', mode: 'cash', amount_paise: 1 })).error).not.toBeNull();
  });
});

describe('a credit note', () => {
  const credit = (client: Client, invoice: string, reason: string, lines: Array<{ line: string; taxable_paise: number }> | null = null) =>
    client.rpc('issue_credit_note', { invoice, reason, lines: lines as unknown as Json });
  const note = (number: string) =>
    sql<{ taxable: string; cgst: string; sgst: string; igst: string; total: string }>(
      'select taxable_paise::text as taxable, cgst_paise::text as cgst, sgst_paise::text as sgst, igst_paise::text as igst, total_paise::text as total from public.credit_notes where number = $1',
      [number],
    ).then((rows) => rows[0]);

  it("takes part of a line back with its CGST and SGST, in its own series, and refuses more than is left of the line", async () => {
    const { invoices } = await customerWithInvoices(null, [[100_000_00, 18_000_00]]);
    const { data: number, error } = await credit(accounts, invoices[0].id, 'The site was dark for six days', [{ line: invoices[0].line, taxable_paise: 10_000_01 }]);
    expect(error).toBeNull();
    expect(number).toMatch(/^CN\/\d\d-\d\d\/\d{4}$/);
    // 18% of ₹10,000.01 in two halves, each rounded to the paisa.
    expect(await note(number as string)).toEqual({ taxable: '1000001', cgst: '90000', sgst: '90000', igst: '0', total: '1180001' });
    expect(await balances(invoices)).toEqual([118_000_00 - 11_800_01]);
    const over = await credit(accounts, invoices[0].id, 'Again', [{ line: invoices[0].line, taxable_paise: 90_000_00 }]);
    expect(over.error?.message).toBe('CHN-OMR-001 Tidel Park hoarding has ₹89,999.99 left to credit: a credit note takes at most that off it.');
    const foreign = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    const elsewhere = await credit(accounts, invoices[0].id, 'Wrong', [{ line: foreign.invoices[0].line, taxable_paise: 1_00 }]);
    expect(elsewhere.error?.message).toBe('A credit note credits lines of its own invoice only.');
  });

  it('credits all that is left, then nothing more; after payment the client is owed it, and the invoice is not cancelled', async () => {
    const { customer, invoices } = await customerWithInvoices(null, [[10_000_00, 1_800_00]]);
    await record(accounts, customer, { amount_paise: 11_800_00 });
    expect((await credit(accounts, invoices[0].id, ' ')).error?.message).toBe('Say why the invoice is credited: the credit note carries it.');
    const { data: number } = await credit(accounts, invoices[0].id, 'Campaign called off after payment');
    expect(await note(number as string)).toMatchObject({ total: '1180000' });
    expect(await balances(invoices)).toEqual([-11_800_00]);
    expect((await credit(accounts, invoices[0].id, 'Once more')).error?.message).toBe(`Nothing is left to credit on invoice ${invoices[0].number}.`);
    expect((await accounts.rpc('cancel_invoice', { invoice: invoices[0].id, reason: 'x' })).error?.message).toBe(
      'This invoice has payments against it: void them first, or credit the invoice instead.',
    );
  });

  it('is never changed or deleted, is read by sales, and issued only by admins and accounts', async () => {
    const { invoices } = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    expect((await credit(sales, invoices[0].id, 'x')).error?.message).toBe('Only admins and accounts issue credit notes.');
    const { data: number } = await credit(accounts, invoices[0].id, 'Rate agreed lower');
    const service = serviceClient();
    const refused = 'A credit note is never changed or deleted: issue another to correct it.';
    expect((await service.from('credit_notes').update({ reason: 'edited' }).eq('number', number as string)).error?.message).toBe(refused);
    expect((await service.from('credit_notes').delete().eq('number', number as string)).error?.message).toBe(refused);
    expect((await sales.from('credit_notes').select('number').eq('invoice_id', invoices[0].id)).data).toEqual([{ number }]);
    for (const client of [editor, crew, anonClient()]) expect((await client.from('credit_notes').select('number').eq('invoice_id', invoices[0].id)).data ?? []).toEqual([]);
  });
});

describe('what each client owes', () => {
  it('lists a statement with its running balance from the opening one, payments, TDS and credits to the paisa', async () => {
    const { customer, invoices } = await customerWithInvoices(null, [
      [100_000_00, 18_000_00, 40],
      [50_000_17, 9_000_02, 10],
    ]);
    const { data: receipt } = await record(accounts, customer, { amount_paise: 116_000_00, tds_paise: 2_000_00, tds_percent: 2, received_on: daysAgo(5), reference: 'UTR77' });
    const { data: note } = await accounts.rpc('issue_credit_note', { invoice: invoices[1].id, reason: 'Two days dark', lines: [{ line: invoices[1].line, taxable_paise: 1_000_00 }] as unknown as Json });
    const { data, error } = await accounts.rpc('customer_statement', { customer, from_day: daysAgo(20), to_day: indiaToday });
    expect(error).toBeNull();
    const statement = data as { opening_paise: number; closing_paise: number; entries: Array<{ kind: string; number: string; description: string; owed: number; paid: number; balance_paise: number }> };
    // The first invoice is before the period: it is the opening balance.
    expect(statement.opening_paise).toBe(118_000_00);
    expect(statement.entries.map(({ kind, number, description, owed, paid, balance_paise }) => [kind, number, description, owed, paid, balance_paise])).toEqual([
      ['invoice', invoices[1].number, 'Invoice for ' + (await sqlValue<string>("select reference || ', Receipts test' from public.campaigns where customer_id = $1", [customer])), 59_000_19, 0, 177_000_19],
      ['payment', receipt, 'Payment by NEFT UTR77', 0, 116_000_00, 61_000_19],
      ['tds', receipt, 'TDS deducted at 2%', 0, 2_000_00, 59_000_19],
      ['credit_note', note, `Credit note on ${invoices[1].number}: Two days dark`, 0, 1_180_00, 57_820_19],
    ]);
    expect(statement.closing_paise).toBe(57_820_19);
    // What the invoices still owe adds up to the same.
    expect((await balances(invoices)).reduce((sum, owed) => sum + owed, 0)).toBe(57_820_19);
  });

  it('lists what is owed by age with the campaign owner, and counts what came in this month', async () => {
    const before = (await accounts.rpc('billing_figures')).data as { owed_paise: number; overdue_paise: number; received_paise: number; tds_paise: number };
    // Dated 165 days ago: 75 days past its due day.
    const { customer, invoices } = await customerWithInvoices(null, [[10_000_00, 1_800_00, 165]]);
    const { data: rows } = await accounts.rpc('receivables');
    const row = (rows ?? []).find((receivable) => receivable.invoice_id === invoices[0].id);
    expect(row).toMatchObject({ number: invoices[0].number, customer_id: customer, days_past_due: 75, balance_paise: 11_800_00, owner_id: null });
    let after = (await accounts.rpc('billing_figures')).data as typeof before;
    expect([after.owed_paise - before.owed_paise, after.overdue_paise - before.overdue_paise]).toEqual([11_800_00, 11_800_00]);

    await record(accounts, customer, { amount_paise: 5_000_00, tds_paise: 200_00, tds_percent: 2 });
    after = (await accounts.rpc('billing_figures')).data as typeof before;
    expect([after.owed_paise - before.owed_paise, after.received_paise - before.received_paise, after.tds_paise - before.tds_paise]).toEqual([6_600_00, 5_000_00, 200_00]);
  });

  it('is read by sales, refused to editors and crew', async () => {
    const { customer } = await customerWithInvoices(null, [[1_000_00, 180_00]]);
    const today = indiaToday;
    expect((await sales.rpc('customer_statement', { customer, from_day: '2026-04-01', to_day: today })).error).toBeNull();
    for (const client of [editor, crew]) {
      expect((await client.rpc('customer_statement', { customer, from_day: '2026-04-01', to_day: today })).error?.message).toBe('Only admins, accounts and sales read statements.');
      expect((await client.rpc('receivables')).error?.message).toBe('Only admins, accounts and sales read what clients owe.');
    }
    expect((await accounts.rpc('customer_statement', { customer, from_day: today, to_day: '2026-04-01' })).error?.message).toBe('Give a period whose first day comes before its last.');
  });
});

describe("an e-invoice's registration", () => {
  const irn = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';
  const record = (client: Client, invoice: string, given = irn, ack_no = '112010036563310', ack_at = new Date().toISOString()) =>
    client.rpc('record_irn', { invoice, irn: given, ack_no, ack_at });

  it('is recorded once, shows on the invoice, and never changes', async () => {
    const { invoices } = await customerWithInvoices(null, [[10_000_00, 1_800_00, 0]]);
    expect((await record(sales, invoices[0].id)).error?.message).toBe('Only admins and accounts record e-invoice registrations.');
    expect((await record(accounts, invoices[0].id, 'ABC')).error?.message).toBe('An IRN is 64 characters, 0 to 9 and a to f, as the IRP gives it.');
    expect((await record(accounts, invoices[0].id, irn, 'ack-1')).error?.message).toBe('Give the acknowledgement number as the IRP gives it: digits only.');
    expect((await record(accounts, invoices[0].id, irn, '112010036563310', '2099-01-01T00:00:00Z')).error?.message).toBe(
      "Give the acknowledgement's date and time: on or after the invoice's date, and not later than now.",
    );
    expect((await record(accounts, invoices[0].id, irn.toUpperCase())).error).toBeNull();
    const { data } = await accounts.from('invoices').select('document:invoice_document').eq('id', invoices[0].id).single();
    expect((data as { document: { irn: { irn: string; ack_no: string } } }).document.irn).toMatchObject({ irn, ack_no: '112010036563310' });
    expect((await record(accounts, invoices[0].id)).error?.message).toBe(`Invoice ${invoices[0].number} is registered already: IRN ${irn}.`);
    const changed = await serviceClient().from('invoices').update({ irn: '0'.repeat(64) }).eq('id', invoices[0].id);
    expect(changed.error?.message).toBe(`Invoice ${invoices[0].number} is issued: it can no longer change, only be cancelled.`);
  });

  it('is cancelled with its invoice only within 24 hours of its acknowledgement', async () => {
    const { invoices } = await customerWithInvoices(null, [[10_000_00, 1_800_00, 2]]);
    await record(accounts, invoices[0].id, irn, '112010036563311', new Date(Date.now() - 25 * 3_600_000).toISOString());
    expect((await accounts.rpc('cancel_invoice', { invoice: invoices[0].id, reason: 'Wrong client' })).error?.message).toBe(
      "This e-invoice's IRN was registered over 24 hours ago and can no longer be cancelled: credit the invoice instead.",
    );
  });
});
