import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { CheckboxField, EmailField, FormAlert, TenDigitPhoneField, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useAddVendor } from '../api/add-vendor';
import { vendorSchema, type VendorFormValues, type VendorValues } from '../schemas';

/** 'Add a vendor' (docs/decisions/116): who prints or mounts, and the e-mail its orders go to. */
export function AddVendorForm({ onDone }: { onDone: () => void }) {
  const add = useAddVendor();
  const form = useForm<VendorFormValues, unknown, VendorValues>({
    resolver: valibotResolver(vendorSchema),
    defaultValues: { name: '', email: '', phone: '', gstin: '', address: '', prints: true, mounts: false },
  });
  const { register, handleSubmit, formState: { errors } } = form;
  return (
    <form noValidate aria-label="Add a vendor" onSubmit={handleSubmit((vendor) => add.mutate(vendor, { onSuccess: onDone }))} className="space-y-3 rounded-lg border border-slate-200 p-3">
      {add.isError && (
        <FormAlert tone="error" title="The vendor was not added">
          {describeDbError(add.error)}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <TenDigitPhoneField label="Phone" error={errors.phone?.message} {...register('phone')} />
        <TextField label="GSTIN" error={errors.gstin?.message} {...register('gstin')} />
        <TextField label="Address" className="sm:col-span-2" error={errors.address?.message} {...register('address')} />
        <CheckboxField label="Prints" {...register('prints')} />
        <CheckboxField label="Mounts" error={errors.mounts?.message} {...register('mounts')} />
      </div>
      <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
        {add.isPending ? 'Adding...' : 'Add vendor'}
      </Button>
    </form>
  );
}
