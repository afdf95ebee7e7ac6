import { valibotResolver } from '@hookform/resolvers/valibot';
import { Save, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert, TenDigitPhoneField, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useAddLandlord } from '../api/add-landlord';
import type { Landlord } from '../api/lease-types';
import { useUpdateLandlord } from '../api/update-landlord';
import { landlordSchema, type LandlordFormValues, type LandlordValues } from '../schemas';

const EMPTY: LandlordFormValues = { name: '', phone: '', pan: '', gstin: '', bank_name: '', bank_account: '', bank_ifsc: '' };

/** A landlord's row as the form's fields take it. */
function valuesOf(landlord: Landlord): LandlordFormValues {
  return {
    name: landlord.name,
    phone: landlord.phone,
    pan: landlord.pan,
    gstin: landlord.gstin ?? '',
    bank_name: landlord.bank_name ?? '',
    bank_account: landlord.bank_account ?? '',
    bank_ifsc: landlord.bank_ifsc ?? '',
  };
}

/**
 * 'Add a landlord', or with `landlord` 'Edit landlord' (docs/decisions/115): name, phone, PAN, GSTIN or none, and
 * the bank the rent goes to. `onSaved` follows an edit saved (the lease's page closes the form).
 */
export function LandlordForm({ landlord, onSaved }: { landlord?: Landlord; onSaved?: () => void }) {
  const add = useAddLandlord();
  const update = useUpdateLandlord();
  const save = landlord ? update : add;
  const form = useForm<LandlordFormValues, unknown, LandlordValues>({ resolver: valibotResolver(landlordSchema), defaultValues: landlord ? valuesOf(landlord) : EMPTY });
  const { register, handleSubmit, reset, formState: { errors } } = form;
  const title = landlord ? 'Edit landlord' : 'Add a landlord';

  function submit(values: LandlordValues) {
    if (landlord) update.mutate({ id: landlord.id, values }, { onSuccess: () => onSaved?.() });
    else add.mutate(values, { onSuccess: () => reset(EMPTY) });
  }

  return (
    <form noValidate aria-label={title} onSubmit={handleSubmit(submit)} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {save.isError && (
        <FormAlert tone="error" title={landlord ? 'The landlord was not saved' : 'The landlord was not added'}>
          {describeDbError(save.error)}
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
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {landlord ? <Save aria-hidden="true" className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
        {landlord ? (save.isPending ? 'Saving...' : 'Save landlord') : save.isPending ? 'Adding...' : 'Add landlord'}
      </Button>
    </form>
  );
}
