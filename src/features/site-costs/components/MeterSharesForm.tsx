import { valibotResolver } from '@hookform/resolvers/valibot';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, IconButton } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useCostSites } from '../api/fetch-cost-sites';
import type { PowerMeter } from '../api/fetch-power-meters';
import { useSetPowerMeterShares } from '../api/set-power-meter-shares';
import { meterSharesSchema, type MeterSharesFormValues, type MeterSharesValues } from '../schemas';

/**
 * 'Sites and shares' of one meter (docs/decisions/116): which sites it lights and the share of each bill each bears,
 * totalling 100%. Bills already recorded keep their split.
 */
export function MeterSharesForm({ meter, onDone }: { meter: PowerMeter; onDone: () => void }) {
  const sites = useCostSites(true);
  const save = useSetPowerMeterShares();
  const form = useForm<MeterSharesFormValues, unknown, MeterSharesValues>({
    resolver: valibotResolver(meterSharesSchema),
    defaultValues: { shares: meter.shares.length ? meter.shares.map((share) => ({ site_id: share.site_id, share_percent: String(share.share_percent) })) : [{ site_id: '', share_percent: '100' }] },
  });
  const { register, handleSubmit, control, formState: { errors } } = form;
  const rows = useFieldArray({ control, name: 'shares' });
  const options = (sites.data ?? []).map((site) => ({ value: site.id, label: `${site.code}, ${site.name}` }));
  return (
    <form noValidate aria-label={`Sites and shares of ${meter.name}`} onSubmit={handleSubmit(({ shares }) => save.mutate({ meter: meter.id, shares }, { onSuccess: onDone }))} className="space-y-3 border-t border-slate-200 pt-3">
      {save.isError && (
        <FormAlert tone="error" title="The shares were not saved">
          {describeDbError(save.error)}
        </FormAlert>
      )}
      {(errors.shares?.root?.message ?? errors.shares?.message) && (
        <p role="alert" className="text-sm text-red-700">
          {errors.shares?.root?.message ?? errors.shares?.message}
        </p>
      )}
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
          <SelectField label={`Site ${index + 1}`} error={errors.shares?.[index]?.site_id?.message} {...register(`shares.${index}.site_id`)}>
            <SelectOptions placeholder="Choose a site" options={options} />
          </SelectField>
          <TextField label="Share (%)" inputMode="decimal" error={errors.shares?.[index]?.share_percent?.message} {...register(`shares.${index}.share_percent`)} />
          <IconButton label={`Remove site ${index + 1}`} tone="danger" disabled={rows.fields.length === 1} onClick={() => rows.remove(index)} icon={<Trash2 aria-hidden="true" className="size-4" />} />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => rows.append({ site_id: '', share_percent: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add a site
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : 'Save shares'}
        </Button>
      </div>
    </form>
  );
}
