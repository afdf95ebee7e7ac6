import { valibotResolver } from '@hookform/resolvers/valibot';
import { ReceiptIndianRupee } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import { useTdsRate } from '../api/fetch-tds-rate';
import { useRecordReceipt } from '../api/record-receipt';
import { paymentSchema, rupeesText, tdsOn, type PaymentFormValues, type PaymentValues } from '../schemas';
import { PaymentFields } from './PaymentFields';

type AdvanceProps = { customer: string; campaign: string; due_paise: number; onRecorded: () => Promise<unknown> };

/**
 * 'Record the advance' on an accepted campaign that asks one before its bookings are confirmed (docs/decisions/114):
 * a payment kept whole on account for the campaign's invoice, its TDS suggested on the whole advance (no invoice shows
 * GST apart yet); once the advance is in full (and the PO noted), the database confirms the campaign (record_receipt).
 */
export function AdvanceForm(props: AdvanceProps) {
  const today = indiaDayAndTime(new Date()).day;
  const rate = useTdsRate(props.customer, today);
  if (rate.isPending) return null;
  return <AdvanceFields {...props} today={today} percent={rate.data?.rate_percent ?? 0} deductee={rate.data?.deductee} />;
}

function AdvanceFields({ customer, campaign, due_paise, onRecorded, today, percent, deductee }: AdvanceProps & { today: string; percent: number; deductee: string | undefined }) {
  const record = useRecordReceipt(onRecorded);
  const tds = tdsOn(due_paise, percent);
  const form = useForm<PaymentFormValues, unknown, PaymentValues>({
    resolver: valibotResolver(paymentSchema),
    defaultValues: { received_on: today, mode: 'neft', reference: '', amount: rupeesText(due_paise - tds), tds: rupeesText(tds), tds_percent: String(percent), keep_advance: true },
  });
  return (
    <form noValidate aria-label="Record the advance" onSubmit={form.handleSubmit((values) => record.mutate({ customer, campaign, values }))} className="space-y-4 border-t border-slate-100 pt-4">
      <h3 className="text-base font-semibold text-slate-900">Record the advance</h3>
      {record.isError && (
        <FormAlert tone="error" title="The advance was not recorded">
          {describeDbError(record.error)}
        </FormAlert>
      )}
      {record.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Payment {record.data} recorded as the advance.
        </p>
      )}
      <PaymentFields form={form} today={today} deductee={deductee} onRateChange={(next) => form.setValue('tds', rupeesText(tdsOn(due_paise, next)))} />
      <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        <ReceiptIndianRupee aria-hidden="true" className="size-4" />
        {record.isPending ? 'Recording...' : 'Record advance'}
      </Button>
    </form>
  );
}
