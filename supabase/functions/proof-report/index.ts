/**
 * proof-report (docs/decisions/057-proof-of-display.md): the client's proof report behind its link, and staff
 * sending that link to the campaign's contact. The photos sit in the private `proofs` bucket, which nobody reads
 * through Storage: this function signs the report's photos with the service role, for minutes (_shared/proof-links.ts,
 * as proof-files does for staff and crew: docs/decisions/086).
 *
 * POST {token}          200 the report (proof_report()) with each photo's `url`
 *                       404 {error} for a wrong or withdrawn link
 * POST {send: campaign} a signed-in admin or sales person (the caller's own JWT): a new link (share_proof_report()
 *                       as the caller, who must be allowed), e-mailed to the campaign's contact when there is one.
 *                       200 {url, email: 'sent' | 'not_configured' | 'failed' | 'no_contact', whatsapp: … |
 *                       'not_opted_in'}; 403/409 the database's sentence
 *
 * Secrets as notify-lead's (supabase/functions/.env.example); SITE_URL is the site's origin for the link.
 */
import { preflight } from '../_shared/cors.ts';
import { deliver } from '../_shared/email.ts';
import { signProofFiles } from '../_shared/proof-links.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { errorOf, SupabaseApi } from '../_shared/supabase-api.ts';
import { sendNotice } from '../_shared/whatsapp.ts';
import { renderProofReportEmail, type ReportCampaign } from './render.ts';

const NOT_FOUND = 'This proof report link is not valid, or it has been withdrawn. Ask us for a new one.';

type Photo = { shot: string; path: string; taken_at: string; distance_m: number | null; url?: string | null };
type Report = { sites: Array<{ photos: Photo[] }> } & Record<string, unknown>;

async function openReport(api: SupabaseApi, token: string): Promise<Response> {
  const report = await api.asService('/rest/v1/rpc/proof_report', { method: 'POST', body: JSON.stringify({ token }) });
  if (!report.ok) throw new Error(`proof_report answered ${report.status}`);
  if (report.body === null) return jsonResponse({ error: NOT_FOUND }, 404);
  const { sites } = report.body as Report;
  const photos = sites.flatMap((site) => site.photos);
  const urls = await signProofFiles(api, photos.map((photo) => ({ path: photo.path })));
  for (const [index, photo] of photos.entries()) photo.url = urls[index] ?? null;
  return jsonResponse(report.body, 200, { 'Cache-Control': 'no-store' });
}

async function sendReport(api: SupabaseApi, authorization: string, campaign: string): Promise<Response> {
  const shared = await api.asCaller(authorization, '/rest/v1/rpc/share_proof_report', { method: 'POST', body: JSON.stringify({ campaign }) });
  if (!shared.ok) {
    const { message } = errorOf(shared);
    return jsonResponse({ error: message }, shared.status === 401 || shared.status === 403 ? 403 : 409);
  }
  const siteUrl = Deno.env.get('SITE_URL') || Deno.env.get('SUPABASE_URL') || '';
  const url = new URL(`/proof/${shared.body as string}`, siteUrl).toString();
  const select = 'reference,title,contact:customer_contacts!campaigns_contact_id_fkey(name,email),customer:customers!campaigns_customer_id_fkey(name)';
  const found = await api.asCaller(authorization, `/rest/v1/campaigns?id=eq.${encodeURIComponent(campaign)}&select=${select}`);
  const row = ((found.body as ReportCampaign[] | null) ?? [])[0];
  // On WhatsApp too, to a contact who opted in, with or without an e-mail address (docs/decisions/117).
  const whatsapp = await sendNotice(api, 'proof_report_ready', { campaign }, { reference: row?.reference ?? '', link: url });
  if (!row?.contact?.email) return jsonResponse({ url, email: 'no_contact', whatsapp });
  const delivery = await deliver(renderProofReportEmail(row, url), { campaign: { id: campaign } }, 'proof-report');
  return jsonResponse({ url, email: delivery.outcome, whatsapp });
}

async function handleProofReport(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const body = await readJsonBody(req, 2_000);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
  const api = SupabaseApi.fromEnv();
  if (typeof input.token === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(input.token)) return openReport(api, input.token);
  if (typeof input.send === 'string' && /^[0-9a-f-]{36}$/.test(input.send)) return sendReport(api, req.headers.get('Authorization') ?? '', input.send);
  if (typeof input.token === 'string') return jsonResponse({ error: NOT_FOUND }, 404);
  return jsonResponse({ error: 'Send {token} to open a report, or {send: campaign id} to share one.' }, 400);
}

Deno.serve(handleProofReport);
