import { valibotResolver } from '@hookform/resolvers/valibot';
import { ReceiptIndianRupee } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/admin';
import { CheckboxField, FormAlert } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import { useTdsRate } from '../api/fetch-tds-rate';
import type { InvoicePayments } from '../api/payment-types';
import { useRecordReceipt } from '../api/record-receipt';
import { paiseOf, paymentSchema, rupeesText, tdsOn, type PaymentFormValues, type PaymentValues } from '../schemas';
import { PaymentFields } from './PaymentFields';


/**
 * The TDS a client deducts from paying `owing`'s balance at `percent`: on the taxable part alone, GST left out when the
 * invoice shows it apart (CBDT circular 23/2017), rounded to the rupee (section 288B). docs/decisions/106.
 */
export function suggestedTds(owing: Pick<InvoicePayments, 'balance_paise' | 'taxable_paise' | 'total_paise'>, percent: number): number {
  const taxable = owing.total_paise > 0 ? (owing.balance_paise * owing.taxable_paise) / owing.total_paise : 0;
  return tdsOn(taxable, percent);
}

/**
 * 'Record a payment' against one invoice: the day, how it came, its reference, the amount and the TDS deducted (the
 * rate suggested from the client's PAN, editable). What it pays beyond the invoice is kept as an advance only when
 * ticked; the database checks all of it again (record_receipt).
 */
export function RecordPaymentForm({ invoice, owing }: { invoice: string; owing: InvoicePayments }) {
  const today = indiaDayAndTime(new Date()).day;
  const rate = useTdsRate(owing.customer_id, today);
  if (rate.isPending) return null;
  const percent = rate.data?.rate_percent ?? 0;
  return <PaymentForm invoice={invoice} owing={owing} today={today} percent={percent} deductee={rate.data?.deductee} />;
}

type FormProps = { invoice: string; owing: InvoicePayments; today: string; percent: number; deductee: string | undefined };

function PaymentForm({ invoice, owing, today, percent, deductee }: FormProps) {
  const record = useRecordReceipt();
  const tds = suggestedTds(owing, percent);
  const form = useForm<PaymentFormValues, unknown, PaymentValues>({
    resolver: valibotResolver(paymentSchema),
    defaultValues: { received_on: today, mode: 'neft', reference: '', amount: rupeesText(owing.balance_paise - tds), tds: rupeesText(tds), tds_percent: String(percent), keep_advance: false },
  });
  const { register, handleSubmit, control, setValue } = form;
  const [amount, deducted] = useWatch({ control, name: ['amount', 'tds'] });
  const paid = (paiseOf(amount) ?? 0) + (paiseOf(deducted) ?? 0);
  const beyond = paid - owing.balance_paise;
  const submit = (values: PaymentValues) =>
    record.mutate({ customer: owing.customer_id, invoice, settles_paise: Math.min(values.amount + values.tds, owing.balance_paise), values });

  return (
    <form noValidate aria-label="Record a payment" onSubmit={handleSubmit(submit)} className="space-y-4 border-t border-slate-100 pt-4">
      <h3 className="text-base font-semibold text-slate-900">Record a payment</h3>
      {record.isError && (
        <FormAlert tone="error" title="The payment was not recorded">
          {describeDbError(record.error)}
        </FormAlert>
      )}
      {record.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Payment {record.data} recorded.
        </p>
      )}
      <PaymentFields form={form} today={today} deductee={deductee} onRateChange={(next) => setValue('tds', rupeesText(suggestedTds(owing, next)))} />
      <p className="text-sm text-slate-700">
        With its TDS this payment settles {formatPaise(Math.min(Math.max(paid, 0), owing.balance_paise))} of the {formatPaise(owing.balance_paise)} owed.
      </p>
      {beyond > 0 && <CheckboxField label={`Keep the ${formatPaise(beyond)} beyond this invoice as an advance on account`} {...register('keep_advance')} />}
      <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        <ReceiptIndianRupee aria-hidden="true" className="size-4" />
        {record.isPending ? 'Recording...' : 'Record payment'}
      </Button>
    </form>
  );
}
