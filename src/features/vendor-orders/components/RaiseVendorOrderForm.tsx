import { valibotResolver } from '@hookform/resolvers/valibot';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/admin';
import { CheckboxField, FormAlert, SelectField, SelectOptions, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import type { CampaignOrders } from '../api/fetch-campaign-orders';
import { useVendors } from '../api/fetch-vendors';
import { useRaiseVendorOrder } from '../api/raise-vendor-order';
import { PRINTING_CODES, vendorOrderSchema, type VendorOrderFormValues, type VendorOrderValues } from '../schemas';

/**
 * 'Order printing or mounting' (docs/decisions/116): from the confirmed campaign's lines, each site's material, size
 * (the site's own to start with), quantity and rate per square foot, to a vendor or, for mounting, our own crew.
 */
export function RaiseVendorOrderForm({ campaign, onDone }: { campaign: CampaignOrders; onDone: () => void }) {
  const vendors = useVendors(true);
  const raise = useRaiseVendorOrder();
  const form = useForm<VendorOrderFormValues, unknown, VendorOrderValues>({
    resolver: valibotResolver(vendorOrderSchema),
    defaultValues: {
      kind: 'printing',
      code: '4911',
      vendor: '',
      due_on: indiaDayAndTime(new Date()).day,
      deliver_to: '',
      note: '',
      lines: campaign.lines.map((line) => ({
        included: true,
        campaign_line_id: line.id,
        material: '',
        width_ft: String(line.site?.width_ft ?? ''),
        height_ft: String(line.site?.height_ft ?? ''),
        quantity: '1',
        rate_paise: '',
      })),
    },
  });
  const { register, handleSubmit, control, formState: { errors } } = form;
  const kind = useWatch({ control, name: 'kind' });
  const choices = (vendors.data ?? []).filter((vendor) => (kind === 'printing' ? vendor.prints : vendor.mounts));
  return (
    <form noValidate aria-label="Order printing or mounting" onSubmit={handleSubmit((order) => raise.mutate({ campaign: campaign.id, order }, { onSuccess: onDone }))} className="space-y-3 rounded-lg border border-slate-200 p-3">
      {raise.isError && (
        <FormAlert tone="error" title="The order was not raised">
          {describeDbError(raise.error)}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Order" required error={errors.kind?.message} {...register('kind')}>
          <SelectOptions options={[{ value: 'printing', label: 'Printing' }, { value: 'mounting', label: 'Mounting' }]} />
        </SelectField>
        <SelectField label="Vendor" error={errors.vendor?.message} {...register('vendor')}>
          <SelectOptions placeholder={kind === 'mounting' ? 'Our own crew' : 'Choose a vendor'} options={choices.map((vendor) => ({ value: vendor.id, label: vendor.name }))} />
        </SelectField>
        {kind === 'printing' && (
          <SelectField label="Printed" required error={errors.code?.message} {...register('code')}>
            <SelectOptions options={PRINTING_CODES} />
          </SelectField>
        )}
        <TextField label="Due on" type="date" required error={errors.due_on?.message} {...register('due_on')} />
        <TextField label="Deliver to" className="sm:col-span-2" error={errors.deliver_to?.message} {...register('deliver_to')} />
        <TextField label="Note" error={errors.note?.message} {...register('note')} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Sites</legend>
        {errors.lines?.root?.message || errors.lines?.message ? (
          <p role="alert" className="text-sm text-red-700">{errors.lines?.root?.message ?? errors.lines?.message}</p>
        ) : null}
        {campaign.lines.map((line, index) => (
          <div key={line.id} className="grid gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[10rem_1fr_5rem_5rem_4rem_7rem] sm:items-end">
            <CheckboxField label={line.site?.code ?? 'Site'} {...register(`lines.${index}.included`)} />
            <TextField label="Material" error={errors.lines?.[index]?.material?.message} {...register(`lines.${index}.material`)} />
            <TextField label="Width (ft)" inputMode="decimal" error={errors.lines?.[index]?.width_ft?.message} {...register(`lines.${index}.width_ft`)} />
            <TextField label="Height (ft)" inputMode="decimal" error={errors.lines?.[index]?.height_ft?.message} {...register(`lines.${index}.height_ft`)} />
            <TextField label="How many" inputMode="numeric" error={errors.lines?.[index]?.quantity?.message} {...register(`lines.${index}.quantity`)} />
            <TextField label="₹ per sq ft" inputMode="decimal" error={errors.lines?.[index]?.rate_paise?.message} {...register(`lines.${index}.rate_paise`)} />
          </div>
        ))}
      </fieldset>
      <Button type="submit" disabled={raise.isPending} aria-busy={raise.isPending || undefined}>
        <Send aria-hidden="true" className="size-4" />
        {raise.isPending ? 'Raising...' : 'Raise the order'}
      </Button>
    </form>
  );
}
