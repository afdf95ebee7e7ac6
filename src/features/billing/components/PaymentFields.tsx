import type { UseFormReturn } from 'react-hook-form';
import { SelectField, SelectOptions, TextField } from '@/components/form';
import { PAYMENT_MODES, REFERENCE_MAX, type PaymentFormValues, type PaymentValues } from '../schemas';

type PaymentForm = UseFormReturn<PaymentFormValues, unknown, PaymentValues>;

/**
 * A payment's fields, as an invoice's payment and a campaign's advance take them (docs/decisions/106): the day, how it
 * came, its reference, the amount and the TDS with its section 194C rate (`onRateChange` suggests the TDS anew).
 */
export function PaymentFields({ form, today, deductee, onRateChange }: { form: PaymentForm; today: string; deductee: string | undefined; onRateChange?: (percent: number) => void }) {
  const { register, formState: { errors } } = form;
  const rateField = register('tds_percent');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField label="Received on" type="date" required max={today} error={errors.received_on?.message} {...register('received_on')} />
      <SelectField label="Paid by" required error={errors.mode?.message} {...register('mode')}>
        <SelectOptions options={PAYMENT_MODES} />
      </SelectField>
      <TextField label="UTR or cheque number" hint="Not needed for cash." limit={REFERENCE_MAX} error={errors.reference?.message} {...register('reference')} />
      <TextField label="Amount received (₹)" required inputMode="decimal" error={errors.amount?.message} {...register('amount')} />
      <TextField
        label="TDS rate (%)"
        inputMode="decimal"
        hint={`Section 194C: ${deductee === 'individual_huf' ? 'an individual or HUF' : 'a company, firm or other'}, by the client's PAN.`}
        error={errors.tds_percent?.message}
        {...rateField}
        onChange={(event) => {
          void rateField.onChange(event);
          const next = Number(event.target.value);
          if (Number.isFinite(next)) onRateChange?.(next);
        }}
      />
      <TextField label="TDS deducted (₹)" inputMode="decimal" hint="On the value before GST, to the rupee." error={errors.tds?.message} {...register('tds')} />
    </div>
  );
}
