import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { Button, IconButton } from '@/components/admin';
import { TextField } from '@/components/form';
import type { LeaseFormValues } from '../schemas';

type Props = {
  steps: UseFieldArrayReturn<LeaseFormValues, 'steps'>;
  register: UseFormRegister<LeaseFormValues>;
  errors: FieldErrors<LeaseFormValues>['steps'];
};

/**
 * A lease's schedule of rents (docs/decisions/115): from each step's day, its monthly rent; before the first step the
 * lease's own rent applies. Steps are added and removed; the database orders them by day.
 */
export function RentStepsFields({ steps, register, errors }: Props) {
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 sm:col-span-2" aria-describedby={listError ? 'rent-steps-error' : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-700">Schedule of rents</legend>
      <p className="text-sm text-slate-600">From each day, the monthly rent in force; before the first, the monthly rent above.</p>
      {listError && (
        <p id="rent-steps-error" role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <ol className="space-y-3">
        {steps.fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField label={`Step ${index + 1} from`} type="date" required error={errors?.[index]?.starts_on?.message} {...register(`steps.${index}.starts_on`)} />
            <TextField label={`Step ${index + 1} monthly rent (₹)`} required inputMode="decimal" error={errors?.[index]?.monthly_rent?.message} {...register(`steps.${index}.monthly_rent`)} />
            <IconButton label={`Remove step ${index + 1}`} tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => steps.remove(index)} />
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => steps.append({ starts_on: '', monthly_rent: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        Add a step
      </Button>
    </fieldset>
  );
}
