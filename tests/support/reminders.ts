import { sql } from './db';

/**
 * An issued invoice of a customer of its own, due on `dueOn`, whose campaign's contact has `email` (or only a phone):
 * what payment reminders (docs/decisions/113) are about. Made in SQL as issue_invoice leaves one; `removeReminderClients`
 * takes the customers away again.
 */

export type RemindedInvoice = { id: string; number: string; customer: string; contact: string; email: string | null };

const customers: string[] = [];

export async function remindedInvoice({ dueOn, email, totalPaise = 11_800_000 }: { dueOn: string; email: string | null; totalPaise?: number }): Promise<RemindedInvoice> {
  const tag = Math.random().toString(36).slice(2, 8);
  const [customer] = await sql<{ id: string }>('insert into public.customers (name) values ($1) returning id', [`Reminder client ${tag}`]);
  customers.push(customer!.id);
  const [contact] = await sql<{ id: string }>(
    "insert into public.customer_contacts (customer_id, name, email, phone) values ($1, 'Meena Iyer', $2, '9840012345') returning id",
    [customer!.id, email],
  );
  const [campaign] = await sql<{ id: string }>(
    "insert into public.campaigns (title, customer_id, contact_id, status) values ('Pongal hoardings', $1, $2, 'confirmed') returning id",
    [customer!.id, contact!.id],
  );
  const number = `R${tag.toUpperCase()}/1`;
  const [invoice] = await sql<{ id: string }>(
    `insert into public.invoices (campaign_id, customer_id, period_from, period_to, supply_kind, place_of_supply, taxable_paise, igst_paise, total_paise)
     values ($1, $2, $3::date - 120, $3::date - 90, 'space', '33', $4::bigint, 0, $4::bigint) returning id`,
    [campaign!.id, customer!.id, dueOn, totalPaise],
  );
  await sql(
    `update public.invoices set status = 'issued', number = $2, series = $3, financial_year = '26-27', serial = 1, invoice_date = $4::date - 90,
       due_on = $4::date, supplier = '{}', recipient = '{}', issued_at = now() where id = $1`,
    [invoice!.id, number, `R${tag}`, dueOn],
  );
  return { id: invoice!.id, number, customer: customer!.id, contact: contact!.id, email };
}

/** The stages queued for `invoice`, with their status, lowest stage first. */
export const remindersOf = (invoice: string) =>
  sql<{ stage: number; status: string; email: string | null; failure: string | null }>(
    'select stage, status, email, failure from public.invoice_reminders where invoice_id = $1 order by stage',
    [invoice],
  );

/** Removes the customers made here, with their invoices (issued ones only with the triggers off) and reminders. */
export async function removeReminderClients(): Promise<void> {
  const ours = `(select id from public.invoices where customer_id = any('{${customers.join(',')}}'))`;
  // With the triggers off, foreign keys cascade nothing: what refers to the invoices goes first.
  await sql(`set session_replication_role = replica;
    delete from public.invoice_reminders where invoice_id in ${ours};
    delete from public.invoice_links where invoice_id in ${ours};
    delete from public.receipt_allocations where invoice_id in ${ours};
    delete from public.receipts where customer_id = any('{${customers.join(',')}}');
    delete from public.invoices where id in ${ours};
    set session_replication_role = origin;`);
  await sql('delete from public.campaigns where customer_id = any($1)', [customers]);
  await sql('delete from public.customers where id = any($1)', [customers]);
}
