import { valibotResolver } from '@hookform/resolvers/valibot';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert, TenDigitPhoneField, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useAddLandlord } from '../api/add-landlord';
import { landlordSchema, type LandlordFormValues, type LandlordValues } from '../schemas';

const EMPTY: LandlordFormValues = { name: '', phone: '', pan: '', gstin: '', bank_name: '', bank_account: '', bank_ifsc: '' };

/** 'Add a landlord' (docs/decisions/115): name, phone, PAN, GSTIN or none, and the bank the rent goes to. */
export function AddLandlordForm() {
  const add = useAddLandlord();
  const form = useForm<LandlordFormValues, unknown, LandlordValues>({ resolver: valibotResolver(landlordSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState: { errors } } = form;
  return (
    <form noValidate aria-label="Add a landlord" onSubmit={handleSubmit((values) => add.mutate(values, { onSuccess: () => reset(EMPTY) }))} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Add a landlord</h2>
      {add.isError && (
        <FormAlert tone="error" title="The landlord was not added">
          {describeDbError(add.error)}
        </FormAlert>
      )}
      {add.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Landlord added.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TenDigitPhoneField label="Phone" error={errors.phone?.message} {...register('phone')} />
        <TextField label="PAN" required error={errors.pan?.message} {...register('pan')} />
        <TextField label="GSTIN" hint="Leave empty for a landlord not registered for GST." error={errors.gstin?.message} {...register('gstin')} />
        <TextField label="Bank" error={errors.bank_name?.message} {...register('bank_name')} />
        <TextField label="Account number" inputMode="numeric" error={errors.bank_account?.message} {...register('bank_account')} />
        <TextField label="IFSC" error={errors.bank_ifsc?.message} {...register('bank_ifsc')} />
      </div>
      <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
        <UserPlus aria-hidden="true" className="size-4" />
        {add.isPending ? 'Adding...' : 'Add landlord'}
      </Button>
    </form>
  );
}
