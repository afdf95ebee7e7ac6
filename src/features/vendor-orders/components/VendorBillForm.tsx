import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import { useRecordVendorBill } from '../api/record-vendor-bill';
import { vendorBillSchema, type VendorBillFormValues, type VendorBillValues } from '../schemas';

/** 'Record the bill' of a received order (docs/decisions/116): the order then shows any difference from what was ordered. */
export function VendorBillForm({ order, number, onDone }: { order: string; number: string; onDone: () => void }) {
  const record = useRecordVendorBill();
  const form = useForm<VendorBillFormValues, unknown, VendorBillValues>({
    resolver: valibotResolver(vendorBillSchema),
    defaultValues: { bill_number: '', bill_date: indiaDayAndTime(new Date()).day, taxable_paise: '', gst_paise: '' },
  });
  const { register, handleSubmit, formState: { errors } } = form;
  return (
    <form noValidate aria-label={`Record the bill for ${number}`} onSubmit={handleSubmit((bill) => record.mutate({ order, bill }, { onSuccess: onDone }))} className="space-y-3 border-t border-slate-200 pt-3">
      {record.isError && (
        <FormAlert tone="error" title="The bill was not recorded">
          {describeDbError(record.error)}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="Vendor's bill number" required error={errors.bill_number?.message} {...register('bill_number')} />
        <TextField label="Bill date" type="date" required error={errors.bill_date?.message} {...register('bill_date')} />
        <TextField label="Taxable value (₹)" inputMode="decimal" required error={errors.taxable_paise?.message} {...register('taxable_paise')} />
        <TextField label="GST (₹)" inputMode="decimal" required error={errors.gst_paise?.message} {...register('gst_paise')} />
      </div>
      <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        {record.isPending ? 'Recording...' : 'Record bill'}
      </Button>
    </form>
  );
}
