import { valibotResolver } from '@hookform/resolvers/valibot';
import { ReceiptIndianRupee } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import { useRecordRentPayment } from '../api/record-rent-payment';
import type { RentDue } from '../api/rent-types';
import { PAYMENT_MODES, REFERENCE_MAX, rentPaymentSchema, rupeesText, type RentPaymentFormValues, type RentPaymentValues } from '../schemas';

/**
 * 'Record rent payment' for one lease's month (docs/decisions/115): what is left of its rent and GST, less the TDS
 * the month's figures deduct, is suggested; the database checks all of it again (record_rent_payment).
 */
export function RecordRentPaymentForm({ rent }: { rent: RentDue }) {
  const today = indiaDayAndTime(new Date()).day;
  const record = useRecordRentPayment();
  const tds = Math.max(Math.min(rent.tds_paise - rent.tds_deducted_paise, rent.outstanding_paise), 0);
  const form = useForm<RentPaymentFormValues, unknown, RentPaymentValues>({
    resolver: valibotResolver(rentPaymentSchema),
    defaultValues: { paid_on: today, mode: 'neft', reference: '', amount: rupeesText(rent.outstanding_paise - tds), tds: rupeesText(tds) },
  });
  const { register, handleSubmit, formState: { errors } } = form;
  return (
    <form noValidate aria-label={`Record rent payment for ${rent.site_code}`} onSubmit={handleSubmit((values) => record.mutate({ lease: rent.lease_id, month: rent.rent_month, values }))} className="space-y-3 bg-slate-50 p-3">
      {record.isError && (
        <FormAlert tone="error" title="The rent payment was not recorded">
          {describeDbError(record.error)}
        </FormAlert>
      )}
      <p className="text-sm text-slate-700">{formatPaise(rent.outstanding_paise)} left of this month's rent and GST, the TDS deducted included.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Paid on" type="date" required max={today} error={errors.paid_on?.message} {...register('paid_on')} />
        <SelectField label="Paid by" required error={errors.mode?.message} {...register('mode')}>
          <SelectOptions options={PAYMENT_MODES} />
        </SelectField>
        <TextField label="UTR or cheque number" hint="Not needed for cash." limit={REFERENCE_MAX} error={errors.reference?.message} {...register('reference')} />
        <TextField label="Amount paid (₹)" required inputMode="decimal" error={errors.amount?.message} {...register('amount')} />
        <TextField label="TDS deducted (₹)" inputMode="decimal" hint="Section 194-I, on the rent before GST." error={errors.tds?.message} {...register('tds')} />
      </div>
      <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        <ReceiptIndianRupee aria-hidden="true" className="size-4" />
        {record.isPending ? 'Recording...' : 'Record rent payment'}
      </Button>
    </form>
  );
}
