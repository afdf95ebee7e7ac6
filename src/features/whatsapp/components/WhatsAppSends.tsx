import { formatDateTime } from '@/lib/format';
import { useWhatsAppSends } from '../api/whatsapp-sends';

const TEMPLATE_NAMES: Record<string, string> = {
  proposal_sent: 'The proposal',
  proof_report_ready: 'The proof report',
  invoice_issued: 'The invoice',
  invoice_due: 'A payment reminder',
};

const STATUS: Record<string, string> = {
  queued: 'being sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'not sent',
  not_configured: 'not sent: WhatsApp is not set up',
};

/** What went on WhatsApp about a campaign or an invoice, and, for what did not, why (docs/decisions/117). */
export function WhatsAppSends({ on }: { on: { campaign: string } | { invoice: string } }) {
  const sends = useWhatsAppSends(on);
  if (!sends.data?.length) return null;
  return (
    <section aria-label="On WhatsApp" className="space-y-1 text-sm">
      <h3 className="font-semibold text-slate-900">On WhatsApp</h3>
      <ul className="space-y-1">
        {sends.data.map((send) => (
          <li key={send.id}>
            {TEMPLATE_NAMES[send.template_key ?? ''] ?? send.template_key} to {send.phone}, {formatDateTime(send.created_at)}: {STATUS[send.status] ?? send.status}
            {send.failure && <span className="text-red-700"> ({send.failure})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
