import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import { useRecordPowerBill } from '../api/record-power-bill';
import { powerBillSchema, type PowerBillFormValues, type PowerBillValues } from '../schemas';

/** 'Record a bill' of one meter (docs/decisions/116): the database splits it between the sites the meter lights. */
export function PowerBillForm({ meter, name, onDone }: { meter: string; name: string; onDone: () => void }) {
  const today = indiaDayAndTime(new Date()).day;
  const record = useRecordPowerBill();
  const form = useForm<PowerBillFormValues, unknown, PowerBillValues>({
    resolver: valibotResolver(powerBillSchema),
    defaultValues: { bill_number: '', billed_on: today, period_from: '', period_to: '', amount_paise: '' },
  });
  const { register, handleSubmit, formState: { errors } } = form;
  return (
    <form noValidate aria-label={`Record a bill of ${name}`} onSubmit={handleSubmit((bill) => record.mutate({ meter, bill }, { onSuccess: onDone }))} className="space-y-3 border-t border-slate-200 pt-3">
      {record.isError && (
        <FormAlert tone="error" title="The bill was not recorded">
          {describeDbError(record.error)}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-5">
        <TextField label="Bill number" required error={errors.bill_number?.message} {...register('bill_number')} />
        <TextField label="Bill date" type="date" required error={errors.billed_on?.message} {...register('billed_on')} />
        <TextField label="From" type="date" required error={errors.period_from?.message} {...register('period_from')} />
        <TextField label="To" type="date" required error={errors.period_to?.message} {...register('period_to')} />
        <TextField label="Amount (₹)" inputMode="decimal" required error={errors.amount_paise?.message} {...register('amount_paise')} />
      </div>
      <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        {record.isPending ? 'Recording...' : 'Record bill'}
      </Button>
    </form>
  );
}
