/**
 * notify-staff (docs/decisions/045-sales-role-and-staff-notices.md): e-mails the notices the database left for
 * members of staff (a lead assigned to them, a booking confirmed over their hold) and not yet sent. The back
 * office calls it after a change that may leave one; it takes no input, sends each recent pending notice once
 * (claim_staff_notices() claims them) to its own recipient only, and records how each went.
 *
 * POST application/json {}   200 {sent, not_configured, failed}: how many of each
 *                            405 any method but POST (OPTIONS answers the CORS preflight)
 *
 * Secrets as notify-lead's (supabase/functions/.env.example); SITE_URL is the site's origin for the links.
 */
import { preflight } from '../_shared/cors.ts';
import { deliver, type Outcome } from '../_shared/email.ts';
import { jsonResponse } from '../_shared/http.ts';
import { serviceRpc } from '../_shared/rpc.ts';
import { renderNoticeEmail, type ClaimedNotice } from './render.ts';

async function handleNotifyStaff(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const notices = ((await serviceRpc('claim_staff_notices', {})) ?? []) as ClaimedNotice[];
  // The stand-in serves the site and the API on one origin; a hosted project sets SITE_URL.
  const siteUrl = Deno.env.get('SITE_URL') || Deno.env.get('SUPABASE_URL') || '';
  const counts: Record<Outcome, number> = { sent: 0, not_configured: 0, failed: 0 };
  for (const notice of notices) {
    const delivery = await deliver(renderNoticeEmail(notice, siteUrl), { notice: { id: notice.id } }, 'notify-staff');
    await serviceRpc('record_staff_notice_email', { notice_id: notice.id, outcome: delivery.outcome, error: delivery.error });
    counts[delivery.outcome] += 1;
  }
  return jsonResponse(counts);
}

Deno.serve(handleNotifyStaff);
