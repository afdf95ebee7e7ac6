import { ErrorBanner, LoadingText } from '@/components/admin';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { dayName } from '@/lib/day-names';
import { describeDbError } from '@/lib/db-errors';
import { formatPaise } from '@/lib/numbers';
import { useInvoicePayments } from '../api/fetch-invoice-payments';
import type { InvoicePayment, InvoicePayments } from '../api/payment-types';
import { PAYMENT_MODES } from '../schemas';
import { AdvancesToApply } from './AdvancesToApply';
import { PaymentActions } from './PaymentActions';
import { RecordPaymentForm } from './RecordPaymentForm';

const modeName = (mode: string) => PAYMENT_MODES.find((known) => known.value === mode)?.label ?? mode;

/**
 * An issued invoice's payments (docs/product.md §16, Payments): what is settled and still owed, each payment with its
 * TDS, and 'Record a payment' for admins and accounts while anything is owed.
 */
export function InvoicePaymentsPanel({ id, canBill }: { id: string; canBill: boolean }) {
  const payments = useInvoicePayments(id);
  return (
    <section aria-labelledby="payments-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
        Payments
      </h2>
      {payments.isPending ? (
        <LoadingText text="Loading payments..." />
      ) : payments.isError || !payments.data ? (
        <ErrorBanner message={describeDbError(payments.error)} onRetry={() => void payments.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-800">
            <OwedSentence owing={payments.data} />
          </p>
          {payments.data.receipt_allocations.length > 0 && (
            <ul className="divide-y divide-slate-200 text-sm">
              {payments.data.receipt_allocations.map((payment) => (
                <PaymentRow key={payment.receipts.id} payment={payment} canBill={canBill} />
              ))}
            </ul>
          )}
          <p className="text-sm">
            <Link to={paths.admin.statement(payments.data.customer_id)} className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
              The client's statement of account
            </Link>
          </p>
          {canBill && payments.data.balance_paise > 0 && (
            <>
              <AdvancesToApply invoice={id} customer={payments.data.customer_id} owing={payments.data.balance_paise} />
              <RecordPaymentForm invoice={id} owing={payments.data} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function PaymentRow({ payment, canBill }: { payment: InvoicePayment; canBill: boolean }) {
  const receipt = payment.receipts;
  const voided = receipt.status === 'void';
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <span className={voided ? 'text-slate-500 line-through' : 'text-slate-900'}>
        <span className="font-mono text-xs">{receipt.number}</span> · {dayName(receipt.received_on)} · {modeName(receipt.mode)}
        {receipt.reference && <> {receipt.reference}</>}
      </span>
      <span className="text-slate-800">
        {formatPaise(payment.amount_paise)} settled
        {receipt.tds_paise > 0 && (
          <>
            {' '}
            (TDS {formatPaise(receipt.tds_paise)}
            {receipt.tds_percent !== null && <> at {receipt.tds_percent}%</>})
          </>
        )}
      </span>
      {receipt.tds_certificate && receipt.tds_certificate_on && (
        <span className="w-full text-slate-600">
          TDS certificate {receipt.tds_certificate} of {dayName(receipt.tds_certificate_on)}
        </span>
      )}
      {voided ? <span className="w-full text-red-800">Void: {receipt.void_reason}</span> : canBill && <PaymentActions receipt={receipt} />}
    </li>
  );
}

/** What is owed on the invoice, what settled and credited it; below zero, what the client is owed back. */
function OwedSentence({ owing }: { owing: InvoicePayments }) {
  const parts = [owing.settled_paise > 0 && `${formatPaise(owing.settled_paise)} settled`, owing.credited_paise > 0 && `${formatPaise(owing.credited_paise)} credited`].filter(Boolean);
  const after = parts.length ? `: ${parts.join(', ')}.` : '.';
  if (owing.balance_paise < 0) return <strong>{formatPaise(-owing.balance_paise)} to refund or adjust{after}</strong>;
  if (owing.balance_paise === 0) return <strong>Paid in full{after}</strong>;
  return (
    <>
      <strong>{formatPaise(owing.balance_paise)} left to pay</strong> of {formatPaise(owing.total_paise)}
      {parts.length ? `; ${parts.join(', ')}.` : '.'}
    </>
  );
}
