import { valibotResolver } from '@hookform/resolvers/valibot';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import { useAddSiteCost } from '../api/add-site-cost';
import type { CostSite } from '../api/fetch-cost-sites';
import { ENTERED_COST_KINDS, siteCostSchema, type SiteCostFormValues, type SiteCostValues } from '../schemas';

/**
 * 'Add a cost' (docs/decisions/116): a licence fee (its period the licence's, to its end), a repair or another cost of
 * one site, with the days it pays for; the margins spread it over them.
 */
export function SiteCostForm({ sites }: { sites: CostSite[] }) {
  const today = indiaDayAndTime(new Date()).day;
  const empty: SiteCostFormValues = { site_id: '', kind: 'repair', description: '', incurred_on: today, covers_from: today, covers_to: today, amount_paise: '', reference: '' };
  const add = useAddSiteCost();
  const form = useForm<SiteCostFormValues, unknown, SiteCostValues>({ resolver: valibotResolver(siteCostSchema), defaultValues: empty });
  const { register, handleSubmit, reset, setValue, getValues, formState: { errors } } = form;
  // A licence fee pays for the licence's term: its end is the licence's (docs/decisions/116).
  const suggestLicenceEnd = () => {
    const licence = sites.find((site) => site.id === getValues('site_id'))?.licence_valid_until;
    if (getValues('kind') === 'licence' && licence) setValue('covers_to', licence);
  };
  const siteField = register('site_id', { onChange: suggestLicenceEnd });
  const kindField = register('kind', { onChange: suggestLicenceEnd });
  return (
    <form noValidate aria-label="Add a cost" onSubmit={handleSubmit((values) => add.mutate(values, { onSuccess: () => reset(empty) }))} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Add a cost</h2>
      {add.isError && (
        <FormAlert tone="error" title="The cost was not added">
          {describeDbError(add.error)}
        </FormAlert>
      )}
      {add.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Cost added.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-4">
        <SelectField label="Site" required error={errors.site_id?.message} {...siteField}>
          <SelectOptions placeholder="Choose a site" options={sites.map((site) => ({ value: site.id, label: `${site.code}, ${site.name}` }))} />
        </SelectField>
        <SelectField label="For" required error={errors.kind?.message} {...kindField}>
          <SelectOptions options={ENTERED_COST_KINDS} />
        </SelectField>
        <TextField label="What it was" required className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
        <TextField label="Paid on" type="date" required error={errors.incurred_on?.message} {...register('incurred_on')} />
        <TextField label="Pays for the days from" type="date" required error={errors.covers_from?.message} {...register('covers_from')} />
        <TextField label="To" type="date" required error={errors.covers_to?.message} {...register('covers_to')} />
        <TextField label="Amount (₹)" inputMode="decimal" required hint="Before the GST we claim back." error={errors.amount_paise?.message} {...register('amount_paise')} />
        <TextField label="Reference" hint="The receipt's or bill's number." error={errors.reference?.message} {...register('reference')} />
      </div>
      <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
        <Plus aria-hidden="true" className="size-4" />
        {add.isPending ? 'Adding...' : 'Add cost'}
      </Button>
    </form>
  );
}
