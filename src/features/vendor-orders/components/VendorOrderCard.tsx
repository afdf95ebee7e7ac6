import { Link } from '@/components/Link';
import { useState } from 'react';
import { Button, ErrorBanner, ReasonForm, buttonClass } from '@/components/admin';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { indiaDayAndTime } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import { useCancelVendorOrder } from '../api/cancel-vendor-order';
import { useEmailVendorOrder } from '../api/email-vendor-order';
import type { VendorOrder } from '../api/fetch-campaign-orders';
import { useReceiveVendorOrder } from '../api/receive-vendor-order';
import { billDifference } from '../bill-difference';
import { VendorBillForm } from './VendorBillForm';

const EMAILED = {
  sent: 'E-mailed to the vendor.',
  not_configured: 'E-mail is not set up here, so the message was kept, not sent: print the order and send it yourself.',
  failed: 'The e-mail could not be sent: print the order and send it yourself.',
} as const;

/** Where an order stands: the own crew's mounting is done once 'received'. */
function stateOf(order: VendorOrder): string {
  const received = order.received_on ? `${order.vendor ? 'received' : 'mounted'} ${formatDate(order.received_on)}` : '';
  if (order.status === 'billed') return `Billed, ${received}`;
  if (order.status === 'received') return received.charAt(0).toUpperCase() + received.slice(1);
  return order.status === 'cancelled' ? 'Cancelled' : 'Sent';
}

/** One order: what it is for, its state and cost, and its next step: received, the bill, or cancelling it. */
export function VendorOrderCard({ order }: { order: VendorOrder }) {
  const [billing, setBilling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const receive = useReceiveVendorOrder();
  const cancel = useCancelVendorOrder();
  const email = useEmailVendorOrder();
  const difference = billDifference(order.bill_difference_paise);
  return (
    <article aria-labelledby={`order-${order.id}`} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`order-${order.id}`} className="font-semibold text-slate-900">
            {order.number}: {order.kind === 'printing' ? 'Printing' : 'Mounting'} by {order.vendor?.name ?? 'our own crew'}
          </h3>
          <p className="text-slate-700">
            {stateOf(order)} · due {formatDate(order.due_on)} · ordered {formatPaise(order.ordered_paise)} before GST
          </p>
          {order.bill_number && (
            <p className="text-slate-700">
              Bill {order.bill_number} of {formatDate(order.bill_date ?? '')}: {formatPaise(order.bill_taxable_paise ?? 0)} + GST {formatPaise(order.bill_gst_paise ?? 0)}
            </p>
          )}
          {difference && <p className={order.bill_difference_paise === 0 ? 'text-emerald-800' : 'font-semibold text-red-800'}>{difference}</p>}
          {order.cancel_reason && <p className="text-slate-700">Cancelled: {order.cancel_reason}</p>}
          {order.emailed_at && <p className="text-slate-700">E-mailed to {order.vendor?.email} on {formatDate(order.emailed_at)}.</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.admin.vendorOrder(order.id)} className={buttonClass('secondary')}>
            Print<span className="sr-only"> {order.number}</span>
          </Link>
          {order.vendor && order.status !== 'cancelled' && (
            <Button type="button" variant="secondary" disabled={email.isPending} onClick={() => email.mutate(order.id)}>
              {email.isPending ? 'E-mailing...' : 'E-mail to vendor'}
              <span className="sr-only"> {order.number}</span>
            </Button>
          )}
          {order.status === 'sent' && (
            <Button type="button" variant="secondary" disabled={receive.isPending} onClick={() => receive.mutate({ order: order.id, receivedOn: indiaDayAndTime(new Date()).day })}>
              {order.vendor ? 'Mark received' : 'Mark mounted'}<span className="sr-only"> {order.number}</span>
            </Button>
          )}
          {order.status === 'received' && order.vendor && (
            <Button type="button" variant="secondary" onClick={() => setBilling(!billing)} aria-expanded={billing}>
              Record the bill<span className="sr-only"> for {order.number}</span>
            </Button>
          )}
          {(order.status === 'sent' || order.status === 'received') && (
            <Button type="button" variant="secondary" onClick={() => setCancelling(!cancelling)} aria-expanded={cancelling}>
              Cancel<span className="sr-only"> {order.number}</span>
            </Button>
          )}
        </div>
      </div>
      <ul className="text-slate-700">
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.line?.site?.code}: {line.material}, {line.width_ft} × {line.height_ft} ft × {line.quantity} at {formatPaise(line.rate_paise)}/sq ft = {formatPaise(line.amount_paise ?? 0)}
          </li>
        ))}
      </ul>
      {receive.isError && <ErrorBanner message={describeDbError(receive.error)} />}
      {email.isError && <ErrorBanner message={describeDbError(email.error)} />}
      {email.data && (
        <p role="status" className="text-slate-700">
          {EMAILED[email.data.email]}
        </p>
      )}
      {billing && <VendorBillForm order={order.id} number={order.number} onDone={() => setBilling(false)} />}
      {cancelling && (
        <ReasonForm
          title={`Cancel ${order.number}`}
          headingLevel={3}
          label="Why is it cancelled?"
          limit={500}
          required="Say why the order is cancelled."
          question={{ text: `Cancel order ${order.number}? It stays, marked cancelled, and costs nothing.`, title: 'Cancel the order?', confirmLabel: 'Cancel order', cancelLabel: 'Keep it' }}
          action={{ label: 'Cancel order', pending: 'Cancelling...', failed: 'The order was not cancelled' }}
          pending={cancel.isPending}
          error={cancel.error}
          onSubmit={(reason) => cancel.mutate({ order: order.id, reason }, { onSuccess: () => setCancelling(false) })}
        />
      )}
    </article>
  );
}
