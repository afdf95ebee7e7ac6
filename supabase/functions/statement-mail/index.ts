/**
 * statement-mail (docs/decisions/108): staff who read statements e-mail a client its statement of account for a period,
 * to the client's first contact with an e-mail address. The statement is read as the caller (customer_statement()
 * decides who may).
 *
 * POST {customer, from, to}  200 {email: 'sent' | 'not_configured' | 'failed' | 'no_contact'}; 403/409 the database's
 *                            sentence
 *
 * Secrets as notify-lead's (supabase/functions/.env.example).
 */
import { preflight } from '../_shared/cors.ts';
import { deliver } from '../_shared/email.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { errorOf, SupabaseApi } from '../_shared/supabase-api.ts';
import { renderStatementEmail, type Contact, type Statement } from './render.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function sendStatement(api: SupabaseApi, authorization: string, customer: string, from: string, to: string): Promise<Response> {
  const read = await api.asCaller(authorization, '/rest/v1/rpc/customer_statement', { method: 'POST', body: JSON.stringify({ customer, from_day: from, to_day: to }) });
  if (!read.ok) {
    const { message } = errorOf(read);
    return jsonResponse({ error: message }, read.status === 401 || read.status === 403 ? 403 : 409);
  }
  if (read.body === null) return jsonResponse({ error: 'There is no such customer.' }, 409);
  const contacts = await api.asCaller(
    authorization,
    `/rest/v1/customer_contacts?customer_id=eq.${encodeURIComponent(customer)}&email=not.is.null&select=name,email&order=created_at.asc&limit=1`,
  );
  const contact = ((contacts.body as Contact[] | null) ?? [])[0];
  if (!contact) return jsonResponse({ email: 'no_contact' });
  const delivery = await deliver(renderStatementEmail(read.body as Statement, contact), { statement: { customer, from, to } }, 'statement-mail');
  return jsonResponse({ email: delivery.outcome });
}

async function handleStatementMail(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const body = await readJsonBody(req, 2_000);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
  const { customer, from, to } = input;
  if (typeof customer === 'string' && /^[0-9a-f-]{36}$/.test(customer) && typeof from === 'string' && DAY.test(from) && typeof to === 'string' && DAY.test(to)) {
    return sendStatement(SupabaseApi.fromEnv(), req.headers.get('Authorization') ?? '', customer, from, to);
  }
  return jsonResponse({ error: "Send {customer, from, to}: a customer's id and the period's first and last days (YYYY-MM-DD)." }, 400);
}

Deno.serve(handleStatementMail);
