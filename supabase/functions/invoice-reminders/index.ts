/**
 * invoice-reminders (docs/decisions/113): the daily pg_cron job queues the payment reminders due (queue_invoice_reminders)
 * and calls this function, which e-mails each queued reminder to its campaign's contact once and records what became
 * of it. Rows are claimed by claim_invoice_reminders() under row locks, so a second call, or two at once, send nothing
 * twice. The caller's own Authorization claims them: only the service role may (the job holds its key in Vault).
 *
 * The same daily call then tells each client whose held sites go tomorrow, on WhatsApp when their contact opted in
 * (holds_expiring_to_tell(), docs/decisions/117): there is no e-mail for it.
 *
 * POST {send: 'queued'}  200 {sent, not_configured, failed}: counts of this call's reminders; 403 for any caller but the
 *                        service role
 *
 * Secrets as notify-lead's (supabase/functions/.env.example); SITE_URL is the site's origin for the links.
 */
import { deliver } from '../_shared/email.ts';
import { dayName, rupees } from '../_shared/email-text.ts';
import { sendNotice } from '../_shared/whatsapp.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { errorOf, SupabaseApi } from '../_shared/supabase-api.ts';
import { renderReminderEmail, type ClaimedReminder } from './render.ts';

/** Claimed at a time; calls go on while there are more and BUDGET_MS has not passed (a function's wall clock is limited). */
const BATCH = 25;
const BUDGET_MS = 60_000;

type Counts = { sent: number; not_configured: number; failed: number };

/** The reminder on WhatsApp too, to a contact who opted in (docs/decisions/117); its outcome is kept on the invoice. */
async function remindOnWhatsApp(api: SupabaseApi, reminder: ClaimedReminder, url: string): Promise<void> {
  const found = await api.asService(`/rest/v1/invoice_reminders?id=eq.${reminder.reminder_id}&select=invoice_id`);
  const invoice = ((found.body as Array<{ invoice_id: string }> | null) ?? [])[0]?.invoice_id;
  if (!invoice) return;
  const values = { number: reminder.number, amount: rupees(reminder.balance_paise), days: String(reminder.days_past_due), link: url };
  await sendNotice(api, 'invoice_due', { invoice }, values);
}

/** The clients whose held sites go tomorrow, told once each on WhatsApp (docs/decisions/117). */
async function tellHoldsExpiring(api: SupabaseApi): Promise<void> {
  const found = await api.asService('/rest/v1/rpc/holds_expiring_to_tell', { method: 'POST', body: '{}' });
  if (!found.ok) {
    console.error(`invoice-reminders: holds expiring could not be read (${found.status})`);
    return;
  }
  for (const hold of (found.body as Array<{ campaign_id: string; reference: string; ends_on: string }> | null) ?? []) {
    await sendNotice(api, 'hold_expiring', { campaign: hold.campaign_id }, { reference: hold.reference, due_on: dayName(hold.ends_on) });
  }
}

async function sendOne(api: SupabaseApi, authorization: string, reminder: ClaimedReminder): Promise<keyof Counts> {
  const siteUrl = Deno.env.get('SITE_URL') || Deno.env.get('SUPABASE_URL') || '';
  const url = new URL(`/invoices/${reminder.token}`, siteUrl).toString();
  const delivery = await deliver(renderReminderEmail(reminder, url), { reminder: { id: reminder.reminder_id, invoice: reminder.number, stage: reminder.stage } }, 'invoice-reminders').catch(
    (error: Error) => ({ outcome: 'failed' as const, error: error.message }),
  );
  const recorded = await api.asCaller(authorization, '/rest/v1/rpc/record_invoice_reminder', {
    method: 'POST',
    body: JSON.stringify({ reminder: reminder.reminder_id, outcome: delivery.outcome, failure: delivery.error }),
  });
  if (!recorded.ok) console.error(`invoice-reminders: could not record reminder ${reminder.reminder_id}: ${errorOf(recorded).message}`);
  await remindOnWhatsApp(api, reminder, url);
  return delivery.outcome;
}

async function sendQueued(api: SupabaseApi, authorization: string): Promise<Response> {
  const counts: Counts = { sent: 0, not_configured: 0, failed: 0 };
  const started = Date.now();
  while (Date.now() - started < BUDGET_MS) {
    const claimed = await api.asCaller(authorization, '/rest/v1/rpc/claim_invoice_reminders', { method: 'POST', body: JSON.stringify({ most: BATCH }) });
    if (!claimed.ok) {
      const refused = claimed.status === 401 || claimed.status === 403;
      return jsonResponse({ error: refused ? 'Only the scheduled job sends payment reminders.' : errorOf(claimed).message }, refused ? 403 : 500);
    }
    const reminders = claimed.body as ClaimedReminder[];
    for (const reminder of reminders) counts[await sendOne(api, authorization, reminder)] += 1;
    if (reminders.length < BATCH) break;
  }
  await tellHoldsExpiring(api);
  return jsonResponse(counts);
}

async function handleInvoiceReminders(req: Request): Promise<Response> {
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST' });
  const body = await readJsonBody(req, 200);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
  if (input.send === 'queued') return sendQueued(SupabaseApi.fromEnv(), req.headers.get('Authorization') ?? '');
  return jsonResponse({ error: "Send {send: 'queued'} to e-mail the queued payment reminders." }, 400);
}

Deno.serve(handleInvoiceReminders);
