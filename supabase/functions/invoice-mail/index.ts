/**
 * invoice-mail (docs/decisions/104): admins and accounts send an issued invoice to its campaign's contact. The link is
 * made by share_invoice() as the caller (the caller's own JWT: the database decides who may) and e-mailed with the
 * invoice's number, amount and due day.
 *
 * POST {send: invoice}  200 {url, email: 'sent' | 'not_configured' | 'failed' | 'no_contact', whatsapp: … |
 *                       'not_opted_in'}; 403/409 the database's sentence. WhatsApp to a contact who opted in (decision 117).
 *
 * Secrets as notify-lead's (supabase/functions/.env.example); SITE_URL is the site's origin for the link.
 */
import { preflight } from '../_shared/cors.ts';
import { deliver } from '../_shared/email.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { dayName, rupees } from '../_shared/email-text.ts';
import { errorOf, SupabaseApi } from '../_shared/supabase-api.ts';
import { sendNotice } from '../_shared/whatsapp.ts';
import { renderInvoiceEmail, type MailedInvoice } from './render.ts';

const INVOICE =
  'number,total_paise,due_on,period_from,period_to,campaign:campaigns(reference,title,contact:customer_contacts!campaigns_contact_id_fkey(name,email)),customer:customers(name)';

async function sendInvoice(api: SupabaseApi, authorization: string, invoice: string): Promise<Response> {
  const shared = await api.asCaller(authorization, '/rest/v1/rpc/share_invoice', { method: 'POST', body: JSON.stringify({ invoice }) });
  if (!shared.ok) {
    const { message } = errorOf(shared);
    return jsonResponse({ error: message }, shared.status === 401 || shared.status === 403 ? 403 : 409);
  }
  const siteUrl = Deno.env.get('SITE_URL') || Deno.env.get('SUPABASE_URL') || '';
  const url = new URL(`/invoices/${shared.body as string}`, siteUrl).toString();
  const found = await api.asCaller(authorization, `/rest/v1/invoices?id=eq.${encodeURIComponent(invoice)}&select=${INVOICE}`);
  const row = ((found.body as MailedInvoice[] | null) ?? [])[0];
  // On WhatsApp too, to a contact who opted in, with or without an e-mail address (docs/decisions/117).
  const whatsapp = row
    ? await sendNotice(api, 'invoice_issued', { invoice }, { number: row.number, amount: rupees(row.total_paise), due_on: dayName(row.due_on), link: url })
    : 'failed';
  if (!row?.campaign?.contact?.email) return jsonResponse({ url, email: 'no_contact', whatsapp });
  const delivery = await deliver(renderInvoiceEmail(row, url), { invoice: { id: invoice, number: row.number } }, 'invoice-mail');
  return jsonResponse({ url, email: delivery.outcome, whatsapp });
}

async function handleInvoiceMail(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const body = await readJsonBody(req, 2_000);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
  if (typeof input.send === 'string' && /^[0-9a-f-]{36}$/.test(input.send)) return sendInvoice(SupabaseApi.fromEnv(), req.headers.get('Authorization') ?? '', input.send);
  return jsonResponse({ error: 'Send {send: invoice id} to e-mail an issued invoice to its client.' }, 400);
}

Deno.serve(handleInvoiceMail);
