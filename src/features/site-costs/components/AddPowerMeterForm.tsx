import { valibotResolver } from '@hookform/resolvers/valibot';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useAddPowerMeter } from '../api/add-power-meter';
import { powerMeterSchema, type PowerMeterFormValues, type PowerMeterValues } from '../schemas';

const EMPTY: PowerMeterFormValues = { name: '', connection_number: '' };

/** 'Add a meter' (docs/decisions/116): its place and service connection number; its sites and shares are set on it next. */
export function AddPowerMeterForm() {
  const add = useAddPowerMeter();
  const form = useForm<PowerMeterFormValues, unknown, PowerMeterValues>({ resolver: valibotResolver(powerMeterSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState: { errors } } = form;
  return (
    <form noValidate aria-label="Add a meter" onSubmit={handleSubmit((meter) => add.mutate(meter, { onSuccess: () => reset(EMPTY) }))} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">Add a meter</h3>
      {add.isError && (
        <FormAlert tone="error" title="The meter was not added">
          {describeDbError(add.error)}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Where it is" required error={errors.name?.message} {...register('name')} />
        <TextField label="Service connection number" required error={errors.connection_number?.message} {...register('connection_number')} />
      </div>
      <Button type="submit" variant="secondary" disabled={add.isPending} aria-busy={add.isPending || undefined}>
        <Plus aria-hidden="true" className="size-4" />
        {add.isPending ? 'Adding...' : 'Add meter'}
      </Button>
    </form>
  );
}
