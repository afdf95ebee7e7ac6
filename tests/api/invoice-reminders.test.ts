import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { remindedInvoice, remindersOf, removeReminderClients } from '../support/reminders';

/**
 * Payment reminders in the database (docs/decisions/113): queue_invoice_reminders() queues, for a given India day, the
 * latest stage each owing invoice has reached (the due day, 30 and 60 days past it), once per stage, for customers who
 * allow reminders and contacts with an e-mail; claim_invoice_reminders() hands each to the sender once with a fresh link;
 * billing staff and sales read the queue, nobody writes it but these functions.
 */

let accounts: Client;
let sales: Client;
let editor: Client;
let crew: Client;
const service = serviceClient();

const queue = async (day: string) => {
  await sql('select public.queue_invoice_reminders($1::date)', [day]);
};
const plus = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
const DUE = '2031-03-10';

beforeAll(async () => {
  [accounts, sales, editor, crew] = await Promise.all(['accounts@example.com', 'sales@example.com', 'editor@example.com', 'crew@example.com'].map((email) => signedInClient(email)));
});

afterAll(removeReminderClients);

describe('which reminders are queued', () => {
  it('queues the due day, 30 and 60 days past due, each once, and skips a queued one a later stage overtakes', async () => {
    const invoice = await remindedInvoice({ dueOn: DUE, email: 'accounts@anjali-textiles.in' });
    await queue(plus(DUE, -1));
    expect(await remindersOf(invoice.id)).toEqual([]);
    await queue(DUE);
    await queue(DUE);
    await queue(plus(DUE, 29));
    expect(await remindersOf(invoice.id)).toEqual([{ stage: 0, status: 'queued', email: null, failure: null }]);
    await queue(plus(DUE, 30));
    await queue(plus(DUE, 59));
    expect(await remindersOf(invoice.id)).toEqual([
      { stage: 0, status: 'skipped', email: null, failure: 'A later reminder took its place.' },
      { stage: 30, status: 'queued', email: null, failure: null },
    ]);
    await queue(plus(DUE, 60));
    await queue(plus(DUE, 200));
    expect((await remindersOf(invoice.id)).map(({ stage }) => stage)).toEqual([0, 30, 60]);
  });

  it('gives an invoice first seen 45 days past due the 30-day reminder only', async () => {
    const invoice = await remindedInvoice({ dueOn: DUE, email: 'accounts@anjali-textiles.in' });
    await queue(plus(DUE, 45));
    expect((await remindersOf(invoice.id)).map(({ stage, status }) => [stage, status])).toEqual([[30, 'queued']]);
  });

  it("leaves out a customer who turned reminders off in the customer's form, a contact without e-mail, a cancelled invoice and one paid in full", async () => {
    const optedOut = await remindedInvoice({ dueOn: DUE, email: 'pay@kovai-silks.in' });
    const { data: customer } = await sales.from('customers').select('name, gstin, billing_address').eq('id', optedOut.customer).single().throwOnError();
    await sales.rpc('save_customer', { customer_id: optedOut.customer, customer: { ...customer, payment_reminders: false }, contacts: [{ id: optedOut.contact, name: 'Meena Iyer', email: 'pay@kovai-silks.in', phone: null, designation: null }] }).throwOnError();
    expect(await sqlValue('select payment_reminders from public.customers where id = $1', [optedOut.customer])).toBe(false);

    const phoneOnly = await remindedInvoice({ dueOn: DUE, email: null });
    const cancelled = await remindedInvoice({ dueOn: DUE, email: 'pay@kovai-silks.in' });
    await accounts.rpc('cancel_invoice', { invoice: cancelled.id, reason: 'Raised twice' }).throwOnError();
    const paid = await remindedInvoice({ dueOn: '2026-01-01', email: 'pay@kovai-silks.in', totalPaise: 500_000 });
    await accounts
      .rpc('record_receipt', { customer: paid.customer, received_on: '2026-01-01', mode: 'neft', reference: 'UTR0042', amount_paise: 500_000, tds_paise: 0, tds_percent: 0, allocations: [{ invoice: paid.id, amount_paise: 500_000 }], keep_advance: false, note: '' })
      .throwOnError();

    await queue(DUE);
    for (const invoice of [optedOut, phoneOnly, cancelled, paid]) expect(await remindersOf(invoice.id)).toEqual([]);
  });
});

describe('sending them', () => {
  it('hands each queued reminder to the sender once, with its address and a link that opens the invoice, and records what became of it once', async () => {
    const invoice = await remindedInvoice({ dueOn: DUE, email: 'accounts@anjali-textiles.in' });
    await queue(DUE);
    const { data: claimed } = await service.rpc('claim_invoice_reminders', { most: 1000 }).throwOnError();
    const mine = claimed.find((row) => row.number === invoice.number);
    expect(mine).toMatchObject({ stage: 0, email: 'accounts@anjali-textiles.in', contact_name: 'Meena Iyer', balance_paise: 11_800_000, due_on: DUE, campaign_title: 'Pongal hoardings' });
    const { data: view } = await anonClient().rpc('invoice_view', { token: mine!.token }).throwOnError();
    expect(view).toMatchObject({ state: 'open', number: invoice.number });

    const { data: again } = await service.rpc('claim_invoice_reminders', { most: 1000 }).throwOnError();
    expect(again.some((row) => row.number === invoice.number)).toBe(false);

    await service.rpc('record_invoice_reminder', { reminder: mine!.reminder_id, outcome: 'failed', failure: 'The e-mail provider answered 422: invalid recipient' }).throwOnError();
    expect(await remindersOf(invoice.id)).toEqual([{ stage: 0, status: 'failed', email: 'accounts@anjali-textiles.in', failure: 'The e-mail provider answered 422: invalid recipient' }]);
    const twice = await service.rpc('record_invoice_reminder', { reminder: mine!.reminder_id, outcome: 'sent' });
    expect(twice.error).toMatchObject({ code: 'PT409', message: 'This reminder is not being sent: what became of it is recorded once.' });
  });

  it('skips, with the reason, a queued reminder whose customer turned reminders off before it went', async () => {
    const invoice = await remindedInvoice({ dueOn: DUE, email: 'accounts@anjali-textiles.in' });
    await queue(DUE);
    await sales.from('customers').update({ payment_reminders: false }).eq('id', invoice.customer).throwOnError();
    const { data: claimed } = await service.rpc('claim_invoice_reminders', { most: 1000 }).throwOnError();
    expect(claimed.some((row) => row.number === invoice.number)).toBe(false);
    expect(await remindersOf(invoice.id)).toEqual([{ stage: 0, status: 'skipped', email: null, failure: "The client's payment reminders were turned off before it went." }]);
  });
});

describe('who reads and writes them', () => {
  let invoice: string;
  beforeAll(async () => {
    invoice = (await remindedInvoice({ dueOn: DUE, email: 'accounts@anjali-textiles.in' })).id;
    await queue(DUE);
  });

  it('billing staff and sales read an invoice’s reminders; visitors, crew and editors read nothing', async () => {
    for (const client of [accounts, sales]) {
      const { data } = await client.from('invoice_reminders').select('stage, status').eq('invoice_id', invoice).throwOnError();
      expect(data).toEqual([{ stage: 0, status: 'queued' }]);
    }
    for (const client of [anonClient(), crew, editor]) {
      const { data, error } = await client.from('invoice_reminders').select('id').eq('invoice_id', invoice);
      expect(error?.code === '42501' || data?.length === 0).toBe(true);
    }
  });

  it('nobody writes the queue directly, not even the service role, and only the service role queues, claims and records', async () => {
    for (const client of [accounts, sales, service]) {
      const inserted = await client.from('invoice_reminders').insert({ invoice_id: invoice, stage: 30, for_day: DUE });
      expect(inserted.error?.code).toBe('42501');
      const updated = await client.from('invoice_reminders').update({ status: 'sent' }).eq('invoice_id', invoice).select('id');
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('invoice_reminders').delete().eq('invoice_id', invoice).select('id');
      expect(deleted.error?.code).toBe('42501');
    }
    for (const client of [anonClient(), accounts]) {
      expect((await client.rpc('queue_invoice_reminders', { day: DUE })).error?.code).toBe('42501');
      expect((await client.rpc('claim_invoice_reminders', { most: 1 })).error?.code).toBe('42501');
    }
    expect(await remindersOf(invoice)).toEqual([{ stage: 0, status: 'queued', email: null, failure: null }]);
  });
});
