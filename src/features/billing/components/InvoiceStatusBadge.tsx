import type { InvoiceStatus } from '../api/invoice-types';

const LOOK: Record<InvoiceStatus, { text: string; className: string }> = {
  draft: { text: 'Draft', className: 'bg-slate-100 text-slate-800' },
  issued: { text: 'Issued', className: 'bg-green-100 text-green-900' },
  cancelled: { text: 'Cancelled', className: 'bg-red-100 text-red-900' },
};

/** An invoice's state in words. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const look = LOOK[status];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${look.className}`}>{look.text}</span>;
}
