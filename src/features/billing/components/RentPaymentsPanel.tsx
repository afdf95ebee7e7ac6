import { Fragment, useState } from 'react';
import { Button, EmptyState, ErrorBanner, LoadingText, ReasonForm } from '@/components/admin';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { indiaDay } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import { useRentPayments } from '../api/fetch-rent-payments';
import type { RentPayment } from '../api/lease-types';
import { useVoidRentPayment } from '../api/void-rent-payment';
import { monthName } from '../lease-terms';
import { PAYMENT_MODES } from '../schemas';

const REASON_MAX = 500;
const cell = 'py-2 pr-3';
const amountCell = 'py-2 pr-3 text-right tabular-nums';

const modeName = (mode: string) => PAYMENT_MODES.find((known) => known.value === mode)?.label ?? mode;

/**
 * The rent recorded for the lease (docs/decisions/115), latest month first: each payment's month, day, mode,
 * reference, amount, TDS and note; a voided one struck through with why; 'Void' for one recorded by mistake.
 */
export function RentPaymentsPanel({ lease }: { lease: string }) {
  const payments = useRentPayments(lease);
  const [voiding, setVoiding] = useState<string | null>(null);
  return (
    <section aria-labelledby="rent-payments-heading" className="space-y-3">
      <h2 id="rent-payments-heading" className="text-lg font-semibold text-slate-900">
        Rent paid
      </h2>
      {payments.isPending ? (
        <LoadingText text="Loading rent paid..." />
      ) : payments.isError ? (
        <ErrorBanner message={describeDbError(payments.error)} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <EmptyState message="No rent is recorded for this lease yet." />
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Rent payments">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">The rent recorded for this lease, latest month first</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">Month</th>
                <th scope="col" className={cell}>Paid on</th>
                <th scope="col" className={cell}>Paid by</th>
                <th scope="col" className={amountCell}>Amount</th>
                <th scope="col" className={amountCell}>TDS</th>
                <th scope="col" className={cell}>Note</th>
                <th scope="col" className={cell}><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {payments.data.map((payment) => (
                <Fragment key={payment.id}>
                  <PaymentRow payment={payment} voiding={voiding === payment.id} onVoid={() => setVoiding(voiding === payment.id ? null : payment.id)} />
                  {voiding === payment.id && (
                    <tr>
                      <td colSpan={7} className="p-2">
                        <VoidRentPayment payment={payment} onVoided={() => setVoiding(null)} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PaymentRow({ payment, voiding, onVoid }: { payment: RentPayment; voiding: boolean; onVoid: () => void }) {
  const voided = payment.voided_at !== null;
  const struck = voided ? 'line-through text-slate-500' : '';
  return (
    <tr>
      <th scope="row" className={`px-3 py-2 font-medium ${struck}`}>
        {monthName(payment.month)}
      </th>
      <td className={`${cell} ${struck}`}>{formatDate(payment.paid_on)}</td>
      <td className={`${cell} ${struck}`}>
        {modeName(payment.mode)} {payment.reference && <span className="block text-slate-600">{payment.reference}</span>}
      </td>
      <td className={`${amountCell} ${struck}`}>{formatPaise(payment.amount_paise)}</td>
      <td className={`${amountCell} ${struck}`}>{payment.tds_paise > 0 ? formatPaise(payment.tds_paise) : '—'}</td>
      <td className={cell}>
        {voided ? (
          <span className="font-medium text-red-800">
            Void{payment.voided_at ? ` since ${formatDate(indiaDay(payment.voided_at))}` : ''}: {payment.void_reason}
          </span>
        ) : (
          (payment.note ?? '')
        )}
      </td>
      <td className={cell}>
        {!voided && (
          <Button variant="secondary" aria-expanded={voiding} aria-label={`Void the payment for ${monthName(payment.month)} of ${formatDate(payment.paid_on)}`} onClick={onVoid}>
            Void
          </Button>
        )}
      </td>
    </tr>
  );
}

function VoidRentPayment({ payment, onVoided }: { payment: RentPayment; onVoided: () => void }) {
  const voiding = useVoidRentPayment();
  const what = `the ${formatPaise(payment.amount_paise)} paid on ${formatDate(payment.paid_on)} for ${monthName(payment.month)}`;
  return (
    <ReasonForm
      title={`Void ${what}`}
      headingLevel={3}
      intro="For a payment recorded by mistake, or a cheque returned unpaid: it stays, marked void, and the month's rent is owed again."
      label="Why is it voided?"
      limit={REASON_MAX}
      required="Say why the payment is voided."
      question={{ text: `Void ${what}? Its month's rent is owed again. This cannot be undone.`, title: 'Void this rent payment?', confirmLabel: 'Void payment', cancelLabel: 'Keep it' }}
      action={{ label: 'Void payment', pending: 'Voiding...', failed: 'The payment was not voided' }}
      pending={voiding.isPending}
      error={voiding.error}
      onSubmit={(reason) => voiding.mutate({ payment: payment.id, reason }, { onSuccess: onVoided })}
    />
  );
}
