import { valibotResolver } from '@hookform/resolvers/valibot';
import { Save } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button, ErrorBanner, LoadingText } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useLandlords } from '../api/fetch-landlords';
import { useLeaseSites } from '../api/fetch-lease-sites';
import type { LeaseRecord } from '../api/lease-types';
import { useSaveLease } from '../api/save-lease';
import { ESCALATIONS, PROPERTY_KINDS, leaseSchema, rupeesText, type LeaseFormValues, type LeaseValues } from '../schemas';
import { RentStepsFields } from './RentStepsFields';

const NEW_LEASE: LeaseFormValues = {
  site_id: '',
  landlord_id: '',
  starts_on: '',
  ends_on: '',
  lock_in_months: '0',
  notice_days: '90',
  property_kind: 'land_building',
  monthly_rent: '',
  escalation: 'none',
  escalation_percent: '',
  escalation_every_months: '12',
  steps: [],
  revenue_share_percent: '',
  deposit: '0',
  rent_due_day: '5',
};

/** A lease's row as its form's fields take it: rupees, and its escalation by what it has. */
function valuesOf(lease: LeaseRecord): LeaseFormValues {
  return {
    site_id: lease.site_id,
    landlord_id: lease.landlord_id,
    starts_on: lease.starts_on,
    ends_on: lease.ends_on,
    lock_in_months: String(lease.lock_in_months),
    notice_days: String(lease.notice_days),
    property_kind: lease.property_kind === 'plant_machinery' ? 'plant_machinery' : 'land_building',
    monthly_rent: rupeesText(lease.monthly_rent_paise),
    escalation: lease.steps.length > 0 ? 'schedule' : lease.escalation_percent !== null ? 'percent' : 'none',
    escalation_percent: lease.escalation_percent === null ? '' : String(lease.escalation_percent),
    escalation_every_months: lease.escalation_every_months === null ? '12' : String(lease.escalation_every_months),
    steps: lease.steps.map((step) => ({ starts_on: step.starts_on, monthly_rent: rupeesText(step.monthly_rent_paise) })),
    revenue_share_percent: lease.revenue_share_percent === null ? '' : String(lease.revenue_share_percent),
    deposit: rupeesText(lease.deposit_paise),
    rent_due_day: String(lease.rent_due_day),
  };
}

/** The database's refusal in words; a second lease over a site's leased days refused by leases_one_per_site_at_a_time. */
function describeLeaseError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && error.code === '23P01') {
    return 'This site is leased already on some of these days: a site has one lease at a time. Change the dates, or end the other lease first.';
  }
  return describeDbError(error);
}

/**
 * 'Add a lease', or with `lease` 'Edit lease' (docs/decisions/115, docs/product.md §16 Leases): the site and
 * landlord, the term, the kind of property (its TDS rate), the rent or a revenue share's minimum, its escalation, the
 * deposit and the rent's due day. Saved, `onSaved` gets the lease's id; a refusal shows above the form, the values kept.
 */
export function LeaseForm({ lease, onSaved }: { lease?: LeaseRecord; onSaved: (id: string) => void }) {
  const sites = useLeaseSites();
  const landlords = useLandlords();
  const save = useSaveLease();
  const form = useForm<LeaseFormValues, unknown, LeaseValues>({ resolver: valibotResolver(leaseSchema), defaultValues: lease ? valuesOf(lease) : NEW_LEASE });
  const { control, register, handleSubmit, formState: { errors } } = form;
  const steps = useFieldArray({ control, name: 'steps' });
  const escalation = useWatch({ control, name: 'escalation' });
  const share = useWatch({ control, name: 'revenue_share_percent' });
  const title = lease ? 'Edit lease' : 'Add a lease';

  if (sites.isPending || landlords.isPending) return <LoadingText text="Loading sites and landlords..." />;
  if (sites.isError) return <ErrorBanner message={describeDbError(sites.error)} onRetry={() => void sites.refetch()} />;
  if (landlords.isError) return <ErrorBanner message={describeDbError(landlords.error)} onRetry={() => void landlords.refetch()} />;

  /** A schedule is the lease's escalation alone: leaving it drops its steps, choosing it starts one. */
  function chooseEscalation(chosen: string) {
    if (chosen !== 'schedule') steps.replace([]);
    else if (steps.fields.length === 0) steps.append({ starts_on: '', monthly_rent: '' });
  }

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={handleSubmit((values) => save.mutate({ id: lease?.id, values }, { onSuccess: (id) => onSaved(id) }))}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {save.isError && (
        <FormAlert tone="error" title="The lease was not saved">
          {describeLeaseError(save.error)}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Site" required error={errors.site_id?.message} {...register('site_id')}>
          <SelectOptions placeholder="Choose the site" options={sites.data.map((site) => ({ value: site.id, label: `${site.code} ${site.name}` }))} />
        </SelectField>
        <SelectField label="Landlord" required hint={landlords.data.length === 0 ? 'Add the landlord first, on Leases.' : undefined} error={errors.landlord_id?.message} {...register('landlord_id')}>
          <SelectOptions placeholder="Choose the landlord" options={landlords.data.map((landlord) => ({ value: landlord.id, label: landlord.name }))} />
        </SelectField>
        <TextField label="Starts on" type="date" required error={errors.starts_on?.message} {...register('starts_on')} />
        <TextField label="Ends on" type="date" required error={errors.ends_on?.message} {...register('ends_on')} />
        <TextField label="Lock-in (months)" inputMode="numeric" required hint="Neither side may end the lease before then." error={errors.lock_in_months?.message} {...register('lock_in_months')} />
        <TextField label="Notice (days)" inputMode="numeric" required hint="Given before the lease ends, to end or renew it." error={errors.notice_days?.message} {...register('notice_days')} />
        <SelectField label="Kind of property" required hint="Sets the TDS rate under section 194-I." error={errors.property_kind?.message} {...register('property_kind')}>
          <SelectOptions options={PROPERTY_KINDS} />
        </SelectField>
        <TextField
          label="Revenue share (%)"
          inputMode="decimal"
          hint="Leave empty for a fixed rent. With a share, the rent is the share of the site's revenue or the minimum, whichever is more."
          error={errors.revenue_share_percent?.message}
          {...register('revenue_share_percent')}
        />
        <TextField label={share.trim() ? 'Minimum monthly rent (₹)' : 'Monthly rent (₹)'} required inputMode="decimal" error={errors.monthly_rent?.message} {...register('monthly_rent')} />
        <SelectField label="Escalation" required error={errors.escalation?.message} {...register('escalation', { onChange: (event: { target: { value: string } }) => chooseEscalation(event.target.value) })}>
          <SelectOptions options={ESCALATIONS} />
        </SelectField>
        {escalation === 'percent' && (
          <>
            <TextField label="Escalation (%)" required inputMode="decimal" hint="Compounded: each rise on the rent before it." error={errors.escalation_percent?.message} {...register('escalation_percent')} />
            <TextField label="Every (months)" required inputMode="numeric" hint="From the lease's first day." error={errors.escalation_every_months?.message} {...register('escalation_every_months')} />
          </>
        )}
        {escalation === 'schedule' && <RentStepsFields steps={steps} register={register} errors={errors.steps} />}
        <TextField label="Security deposit (₹)" required inputMode="decimal" error={errors.deposit?.message} {...register('deposit')} />
        <TextField label="Rent due on day" required inputMode="numeric" hint="Of each month, 1 to 28." error={errors.rent_due_day?.message} {...register('rent_due_day')} />
      </div>
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        <Save aria-hidden="true" className="size-4" />
        {save.isPending ? 'Saving...' : lease ? 'Save lease' : 'Add lease'}
      </Button>
    </form>
  );
}
