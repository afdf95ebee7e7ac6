import { AdminPageHeader, ErrorBanner, LoadingText, RecordFormCard, useRecordForm } from '@/components/admin';
import { CheckboxField, TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { fieldLimits } from '@/lib/form-rules';
import { useSalesSettings } from '../../api/fetch-sales-settings';
import { useSaveSalesSettings } from '../../api/save-sales-settings';
import { type SalesSettings } from '../../api/campaign-types';
import { salesSettingsDefaults, salesSettingsSchema } from '../../schemas';
import { SellersOnly } from './SellersOnly';

const labels = {
  hold_days: 'Hold days',
  validity_days: 'Validity (days)',
  discount_limit_percent: 'Discount limit (%)',
  printing_rate_per_sqft: 'Printing (₹ per sq ft)',
  mounting_rate_per_sqft: 'Mounting (₹ per sq ft)',
  gst_percent: 'GST (%)',
  terms: 'Default terms',
  proof_distance_m: 'Proof distance (m)',
  dismantling_jobs: 'Dismantling jobs',
  agency_gstin: "Agency's GSTIN",
  agency_pan: "Agency's PAN",
  letterhead_logo: 'Logo URL',
};
const limits = fieldLimits(salesSettingsSchema);

/**
 * 'Sales settings' (docs/product.md §13, docs/decisions/053): how long a sent proposal's holds last and the
 * proposal stays valid, the discount sales may give without an admin, printing and mounting per square foot, GST,
 * the terms a new campaign starts with, and for proof of display how far from its site a photo may be taken and whether
 * a line's end makes a dismantling job (decision 057). Admins change them; sales read them.
 */
export function SalesSettingsScreen({ canSell, isAdmin }: { canSell: boolean; isAdmin: boolean }) {
  const settings = useSalesSettings();
  if (!canSell) return <SellersOnly title="Sales settings" />;
  if (settings.isPending) return <LoadingText text="Loading settings..." />;
  if (settings.isError) return <ErrorBanner message="Error loading settings" onRetry={() => void settings.refetch()} />;
  return isAdmin ? <SalesSettingsForm settings={settings.data} /> : <SalesSettingsView settings={settings.data} />;
}

/** For sales: the settings as they stand; only an admin changes them. */
function SalesSettingsView({ settings }: { settings: SalesSettings }) {
  const values = salesSettingsDefaults(settings);
  return (
    <>
      <AdminPageHeader title="Sales settings" description="Only an admin can change these. They apply to every proposal sent from now on." />
      <dl className="grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
        {(Object.keys(labels) as Array<keyof typeof labels>).map((field) => (
          <div key={field} className={field === 'terms' ? 'sm:col-span-2' : undefined}>
            <dt className="text-sm font-medium text-slate-600">{labels[field]}</dt>
            <dd className="mt-0.5 whitespace-pre-line text-slate-900">{typeof values[field] === 'boolean' ? (values[field] ? 'Yes' : 'No') : values[field] || 'Not set'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function SalesSettingsForm({ settings }: { settings: SalesSettings }) {
  const save = useSaveSalesSettings();
  const { register, setValue, formState: { errors }, cardProps } = useRecordForm({
    schema: salesSettingsSchema,
    defaultValues: salesSettingsDefaults(settings),
    save: (values) => save.mutateAsync(values),
    to: paths.admin.campaigns,
    labels,
  });
  const number = { type: 'number', inputMode: 'decimal' } as const;
  return (
    <RecordFormCard {...cardProps} title="Sales settings" aria-label="Sales settings" className="max-w-3xl" cancelTo={paths.admin.campaigns} submitLabel="Save Settings">
      <p className="text-sm text-slate-600">They apply to every proposal sent from now on; proposals already sent keep theirs.</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={labels.hold_days} required step={1} min={1} max={30} hint="How long a sent proposal holds its sites" error={errors.hold_days?.message} {...number} {...register('hold_days')} />
        <TextField label={labels.validity_days} required step={1} min={1} max={90} hint="How long a proposal can be accepted" error={errors.validity_days?.message} {...number} {...register('validity_days')} />
        <TextField label={labels.discount_limit_percent} required step="any" min={0} max={100} hint="Above it, only an admin sets a discount" error={errors.discount_limit_percent?.message} {...number} {...register('discount_limit_percent')} />
        <TextField label={labels.gst_percent} required step="any" min={0} max={28} hint="Shown as CGST and SGST, half each" error={errors.gst_percent?.message} {...number} {...register('gst_percent')} />
        <TextField label={labels.printing_rate_per_sqft} required step="any" min={0} error={errors.printing_rate_per_sqft?.message} {...number} {...register('printing_rate_per_sqft')} />
        <TextField label={labels.mounting_rate_per_sqft} required step="any" min={0} error={errors.mounting_rate_per_sqft?.message} {...number} {...register('mounting_rate_per_sqft')} />
        <TextField label={labels.proof_distance_m} required step={1} min={10} max={5000} hint="A proof photo taken farther from its site is flagged" error={errors.proof_distance_m?.message} {...number} {...register('proof_distance_m')} />
        <CheckboxField label="Make a dismantling job at each line's end" hint="Besides the mounting job at its start" error={errors.dismantling_jobs?.message} {...register('dismantling_jobs')} />
      </div>
      <TextAreaField label={labels.terms} required rows={6} error={errors.terms?.message} limit={limits.terms} {...register('terms')} />
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Letterhead</legend>
        <p className="text-sm text-slate-600">On every proposal and proof report a client opens, beside the agency's name and address.</p>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label={labels.agency_gstin} hint="15 characters, e.g. 33AAFCC4821K1ZS" autoCapitalize="characters" error={errors.agency_gstin?.message} {...register('agency_gstin')} />
          <TextField label={labels.agency_pan} hint="10 characters, e.g. AAFCC4821K" autoCapitalize="characters" error={errors.agency_pan?.message} {...register('agency_pan')} />
        </div>
        <TextField label={labels.letterhead_logo} hint="A square picture reads best; it shows 48 pixels high" error={errors.letterhead_logo?.message} limit={limits.letterhead_logo} {...register('letterhead_logo')} />
        <MediaUploader fieldLabel={labels.letterhead_logo} folder="library" onUploaded={({ url }) => setValue('letterhead_logo', url, UPLOADED)} />
      </fieldset>
    </RecordFormCard>
  );
}
