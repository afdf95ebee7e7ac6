/**
 * proposal-mail (docs/decisions/092): a proposal travels by e-mail. Its link goes to the campaign's contact with a copy
 * to the sales people (the campaign's owner and whoever sends it), and after acceptance the client gets a copy of what
 * they accepted. Each e-mail, and what became of it, is in the campaign's history (record_proposal_email()).
 *
 * POST {send: campaign}    a signed-in admin or sales person (the caller's own JWT): send_proposal() as the caller
 *                          (holds, validity, a new link), then the link e-mailed.
 * POST {resend: campaign}  the same with reissue_proposal_link(): another link to the version the client has, holds
 *                          and earlier links untouched ('Send again').
 *                          Both 200 {url, email: 'sent' | 'not_configured' | 'failed' | 'no_contact', whatsapp:
 *                          'sent' | 'not_configured' | 'failed' | 'not_opted_in'}; 403/404/409 the database's sentence.
 *                          The link goes on WhatsApp too when the contact opted in (decision 117).
 * POST {copy: token}       whoever holds the link, once they accepted: the copy, once per accepted version
 *                          (take_acceptance_copy()). 200 {email: … | 'not_due'}.
 * POST {confirmed: campaign} the service role (the database calls it when a campaign is confirmed: decision 114):
 *                          the client told their bookings are confirmed, once per confirmation
 *                          (take_confirmation_notice()). 200 {email: … | 'not_due'}; 403 for any other caller.
 *
 * Secrets as notify-lead's (supabase/functions/.env.example); SITE_URL is the site's origin for the link.
 */
import { preflight } from '../_shared/cors.ts';
import { deliver, type Message } from '../_shared/email.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { errorOf, SupabaseApi } from '../_shared/supabase-api.ts';
import { sendNotice } from '../_shared/whatsapp.ts';
import { emailNote, renderAcceptanceCopy, renderConfirmation, renderProposalEmail, type AcceptedView, type ConfirmedLine, type MailCampaign } from './render.ts';

type Outcome = 'sent' | 'not_configured' | 'failed' | 'no_contact';

const CAMPAIGN_SELECT =
  'reference,title,version,valid_until,po_number,po_date,contact:customer_contacts!campaigns_contact_id_fkey(name,email),' +
  'customer:customers!campaigns_customer_id_fkey(name),owner:user_profiles!campaigns_owner_id_fkey(full_name,job_title,email)';

const proposalUrl = (token: string) => new URL(`/proposals/${token}`, Deno.env.get('SITE_URL') || Deno.env.get('SUPABASE_URL') || '').toString();

async function readCampaign(api: SupabaseApi, campaign: string): Promise<MailCampaign> {
  const found = await api.asService(`/rest/v1/campaigns?id=eq.${encodeURIComponent(campaign)}&select=${CAMPAIGN_SELECT}`);
  const row = ((found.body as MailCampaign[] | null) ?? [])[0];
  if (!found.ok || !row) throw new Error(`campaign ${campaign} could not be read (${found.status})`);
  return row;
}

/** The agency's people copied: the campaign's owner and the sender, never the client's own address. */
function copiesTo(campaign: MailCampaign, ...others: Array<string | null | undefined>): string[] {
  const client = campaign.contact?.email?.toLowerCase();
  const addresses = [campaign.owner?.email, ...others].filter((address): address is string => !!address && address.toLowerCase() !== client);
  return [...new Map(addresses.map((address) => [address.toLowerCase(), address])).values()];
}

/** Delivers `email` to the contact (or says there is none) and writes what became of it into the history. */
async function deliverAndRecord(api: SupabaseApi, campaign: string, email: Message, what: string, sender: string | null): Promise<Outcome> {
  const outcome: Outcome = email.to ? (await deliver(email, { campaign: { id: campaign } }, 'proposal-mail')).outcome : 'no_contact';
  const note = emailNote(what, outcome, email.to, email.cc ?? []);
  const recorded = await api.asService('/rest/v1/rpc/record_proposal_email', { method: 'POST', body: JSON.stringify({ campaign, note, sender }) });
  if (!recorded.ok) console.error(`proposal-mail: the history of ${campaign} was not written (${recorded.status})`);
  return outcome;
}

async function sendLink(api: SupabaseApi, authorization: string, campaign: string, again: boolean): Promise<Response> {
  const made = await api.asCaller(authorization, `/rest/v1/rpc/${again ? 'reissue_proposal_link' : 'send_proposal'}`, { method: 'POST', body: JSON.stringify({ campaign }) });
  if (!made.ok) {
    const { message } = errorOf(made);
    const status = made.status === 401 || made.status === 403 ? 403 : made.status === 404 ? 404 : 409;
    return jsonResponse({ error: message }, status);
  }
  const caller = await api.asCaller(authorization, '/auth/v1/user');
  const { id: sender = null, email: senderEmail = null } = (caller.ok ? caller.body : {}) as { id?: string; email?: string };
  const url = proposalUrl(made.body as string);
  const row = await readCampaign(api, campaign);
  const email = renderProposalEmail(row, url, copiesTo(row, senderEmail), again);
  const what = again ? 'A new link to the proposal' : row.version > 1 ? `Version ${row.version}` : 'The proposal';
  const emailed = await deliverAndRecord(api, campaign, email, what, sender);
  // The link on WhatsApp too, to a contact who opted in (docs/decisions/117).
  const whatsapp = await sendNotice(api, 'proposal_sent', { campaign }, { reference: row.reference, link: url });
  return jsonResponse({ url, email: emailed, whatsapp });
}

async function sendCopy(api: SupabaseApi, token: string): Promise<Response> {
  const taken = await api.asService('/rest/v1/rpc/take_acceptance_copy', { method: 'POST', body: JSON.stringify({ token }) });
  if (!taken.ok) throw new Error(`take_acceptance_copy answered ${taken.status}`);
  const campaign = taken.body as string | null;
  if (!campaign) return jsonResponse({ email: 'not_due' });
  const view = await api.asService('/rest/v1/rpc/proposal_view', { method: 'POST', body: JSON.stringify({ token }) });
  if (!view.ok || !view.body) throw new Error(`proposal_view answered ${view.status}`);
  const accepted = view.body as AcceptedView;
  const row = await readCampaign(api, campaign);
  const email = renderAcceptanceCopy(accepted, row, proposalUrl(token), copiesTo(row));
  return jsonResponse({ email: await deliverAndRecord(api, campaign, email, "The client's copy of what they accepted", null) });
}

async function sendConfirmation(api: SupabaseApi, authorization: string, campaign: string): Promise<Response> {
  // Only the service role may take it: anyone else's call is refused by the database.
  const taken = await api.asCaller(authorization, '/rest/v1/rpc/take_confirmation_notice', { method: 'POST', body: JSON.stringify({ campaign }) });
  if (taken.status === 401 || taken.status === 403 || taken.status === 404) return jsonResponse({ error: 'Only the database sends a confirmation.' }, 403);
  if (!taken.ok) throw new Error(`take_confirmation_notice answered ${taken.status}`);
  if (taken.body !== true) return jsonResponse({ email: 'not_due' });
  const lines = await api.asService(
    `/rest/v1/campaign_lines?campaign_id=eq.${encodeURIComponent(campaign)}&select=starts_on,ends_on,site:sites!campaign_lines_site_id_fkey(code,name,locality)&order=starts_on`,
  );
  if (!lines.ok) throw new Error(`the lines of ${campaign} could not be read (${lines.status})`);
  const row = await readCampaign(api, campaign);
  const email = renderConfirmation(row, lines.body as ConfirmedLine[], copiesTo(row));
  return jsonResponse({ email: await deliverAndRecord(api, campaign, email, 'The confirmation of the bookings', null) });
}

const UUID = /^[0-9a-f-]{36}$/;

async function handleProposalMail(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const body = await readJsonBody(req, 2_000);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
  const api = SupabaseApi.fromEnv();
  const authorization = req.headers.get('Authorization') ?? '';
  if (typeof input.send === 'string' && UUID.test(input.send)) return sendLink(api, authorization, input.send, false);
  if (typeof input.resend === 'string' && UUID.test(input.resend)) return sendLink(api, authorization, input.resend, true);
  if (typeof input.copy === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(input.copy)) return sendCopy(api, input.copy);
  if (typeof input.confirmed === 'string' && UUID.test(input.confirmed)) return sendConfirmation(api, authorization, input.confirmed);
  return jsonResponse({ error: 'Send {send: campaign id} or {resend: campaign id} to e-mail a proposal, or {copy: token} after accepting one.' }, 400);
}

Deno.serve(handleProposalMail);
