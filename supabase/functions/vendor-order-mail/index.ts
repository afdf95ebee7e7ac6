/**
 * vendor-order-mail (docs/decisions/116): admins and accounts e-mail a printing or mounting order to its vendor. The
 * order is read with the caller's own JWT (the database decides who may) and, once e-mailed, noted on it
 * (note_vendor_order_emailed()).
 *
 * POST {send: order}  200 {email: 'sent' | 'not_configured' | 'failed'}; 403 not theirs to send; 409 the own crew's or
 *                     a cancelled order
 *
 * Secrets as notify-lead's (supabase/functions/.env.example).
 */
import { preflight } from '../_shared/cors.ts';
import { deliver } from '../_shared/email.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { errorOf, SupabaseApi } from '../_shared/supabase-api.ts';
import { renderVendorOrderEmail, type MailedVendorOrder } from './render.ts';

const ORDER =
  'number,kind,code,status,due_on,deliver_to,note,ordered_paise,vendor:vendors(name,email),campaign:campaigns(reference,title),lines:vendor_order_lines(material,width_ft,height_ft,quantity,rate_paise,amount_paise,line:campaign_lines(site:sites(code,name,address)))';

async function sendOrder(api: SupabaseApi, authorization: string, order: string): Promise<Response> {
  const found = await api.asCaller(authorization, `/rest/v1/vendor_orders?id=eq.${encodeURIComponent(order)}&select=${ORDER}`);
  const row = ((found.body as Array<MailedVendorOrder & { status: string }> | null) ?? [])[0];
  if (!found.ok || !row) return jsonResponse({ error: 'Only admins and accounts send vendor orders.' }, 403);
  if (!row.vendor) return jsonResponse({ error: `Order ${row.number} is for our own crew: it is not e-mailed.` }, 409);
  if (row.status === 'cancelled') return jsonResponse({ error: `Order ${row.number} is cancelled.` }, 409);
  const delivery = await deliver(renderVendorOrderEmail(row), { vendor_order: { id: order, number: row.number } }, 'vendor-order-mail');
  if (delivery.outcome === 'sent') {
    const noted = await api.asCaller(authorization, '/rest/v1/rpc/note_vendor_order_emailed', { method: 'POST', body: JSON.stringify({ vendor_order: order }) });
    if (!noted.ok) return jsonResponse({ error: errorOf(noted).message }, 409);
  }
  return jsonResponse({ email: delivery.outcome });
}

async function handleVendorOrderMail(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const body = await readJsonBody(req, 2_000);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
  if (typeof input.send === 'string' && /^[0-9a-f-]{36}$/.test(input.send)) return sendOrder(SupabaseApi.fromEnv(), req.headers.get('Authorization') ?? '', input.send);
  return jsonResponse({ error: 'Send {send: order id} to e-mail a vendor order to its vendor.' }, 400);
}

Deno.serve(handleVendorOrderMail);
