import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { RecordFormCard, RecordFormLoader, RecordLoadError, useRecordForm } from '@/components/admin';
import { CheckboxField, SelectField, SelectOptions, TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { fieldLimits } from '@/lib/form-rules';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { useAdminSite } from '../../api/fetch-admin-site';
import { useSaveSite } from '../../api/save-site';
import { useSaveSiteLicence } from '../../api/save-site-licence';
import { type AdminSite } from '../../api/admin-site-types';
import { formatLabels, lightingLabels } from '@/catalogue/site-labels';
import { AREA, LICENCE_AUTHORITIES, licenceFields, licenceFormDefaults, OTHER_AUTHORITY, siteFormDefaults, siteFormSchema, siteSchema, splitPhotos } from '../../schemas';
import { LazyMap } from '../map/LazyMap';

const limits = fieldLimits(siteSchema);
const licenceLimits = fieldLimits(licenceFields);
const authorityOptions = [...LICENCE_AUTHORITIES.map((name) => ({ value: name, label: name })), { value: OTHER_AUTHORITY, label: 'Other…' }];
const options = <Key extends string>(labels: Record<Key, string>) => (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
const labels = {
  code: 'Code', name: 'Name', locality: 'Locality', address: 'Address', latitude: 'Latitude', longitude: 'Longitude', format: 'Format',
  width_ft: 'Width', height_ft: 'Height', lighting: 'Lighting', facing: 'Facing', daily_traffic: 'Daily traffic', monthly_rate: 'Monthly rate', photos: 'Photos',
  licence_number: 'Licence number', authority: 'Issuing authority', valid_until: 'Valid until', stability_valid_until: 'Stability certificate valid until',
};

/**
 * Add (no id) or edit site `id` (docs/product.md §11, Admin 'Sites'): every field, photo upload, the place by map click or
 * coordinates, and the site's licence (docs/decisions/054).
 */
export function SiteForm({ id, canEdit }: { id?: string; canEdit: boolean }) {
  const site = useAdminSite(canEdit ? id : undefined);
  if (!canEdit) {
    return <RecordLoadError title={id ? 'Edit Site' : 'Add Site'} message="You do not have permission to change sites." backTo={paths.admin.sites} backLabel="Back to Sites" />;
  }
  return (
    <RecordFormLoader id={id} record={site} loadingText="Loading site..." title="Edit Site" message="Error loading site" backTo={paths.admin.sites} backLabel="Back to Sites">
      {(record) => <SiteFields id={id} site={record} />}
    </RecordFormLoader>
  );
}

function SiteFields({ id, site }: { id?: string; site?: AdminSite }) {
  const save = useSaveSite();
  const saveLicence = useSaveSiteLicence();
  // The licence is saved after the site: if that fails, the site is stored, and saving again must update it, not add it twice.
  const savedId = useRef(id);
  const { register, control, setValue, getValues, formState: { errors }, cardProps } = useRecordForm({
    schema: siteFormSchema,
    defaultValues: { ...siteFormDefaults(site), licence: licenceFormDefaults(site?.licence) },
    save: async ({ licence, ...values }) => {
      savedId.current = await save.mutateAsync({ id: savedId.current, values });
      await saveLicence.mutateAsync({ siteId: savedId.current, licence });
    },
    to: paths.admin.sites,
    labels,
  });
  const [latitude, longitude, name, authority] = useWatch({ control, name: ['latitude', 'longitude', 'name', 'licence.authority'] });
  const licenceErrors = errors.licence;
  const place = Number(latitude) && Number(longitude) ? [{ code: 'here', name: name || 'This site', latitude: Number(latitude), longitude: Number(longitude) }] : [];
  const title = id ? 'Edit Site' : 'Add Site';

  return (
    <RecordFormCard {...cardProps} title={title} aria-label={title} className="max-w-4xl" cancelTo={paths.admin.sites} submitLabel={id ? 'Update Site' : 'Add Site'}>
      <div className="grid gap-6 md:grid-cols-3">
        <TextField label="Code" required placeholder="CHN-OMR-014" hint="Capital letters and digits joined by dashes; used in the address /sites/CODE" error={errors.code?.message} limit={limits.code} {...register('code')} />
        <TextField label="Name" required className="md:col-span-2" placeholder="e.g. Tidel Park hoarding" error={errors.name?.message} limit={limits.name} {...register('name')} />
        <TextField label="Locality" required placeholder="e.g. OMR" error={errors.locality?.message} limit={limits.locality} {...register('locality')} />
        <TextField label="Address" className="md:col-span-2" error={errors.address?.message} limit={limits.address} {...register('address')} />
        <SelectField label="Format" required error={errors.format?.message} {...register('format')}>
          <SelectOptions placeholder="Choose a format" options={options(formatLabels)} />
        </SelectField>
        <SelectField label="Lighting" required error={errors.lighting?.message} {...register('lighting')}>
          <SelectOptions placeholder="Choose the lighting" options={options(lightingLabels)} />
        </SelectField>
        <TextField label="Facing / traffic direction" error={errors.facing?.message} limit={limits.facing} {...register('facing')} />
        <TextField label="Width (ft)" required inputMode="decimal" error={errors.width_ft?.message} {...register('width_ft')} />
        <TextField label="Height (ft)" required inputMode="decimal" error={errors.height_ft?.message} {...register('height_ft')} />
        <TextField label="Daily traffic (estimate)" inputMode="numeric" error={errors.daily_traffic?.message} {...register('daily_traffic')} />
        <TextField label="Monthly rate (₹)" inputMode="numeric" hint="Leave empty for 'rate on request'" error={errors.monthly_rate?.message} {...register('monthly_rate')} />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Location</legend>
        <p className="text-sm text-slate-600">
          Click the map to place the site, or type its coordinates (latitude {AREA.minLat} to {AREA.maxLat}, longitude {AREA.minLng} to {AREA.maxLng}).
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Latitude" required inputMode="decimal" error={errors.latitude?.message} {...register('latitude')} />
          <TextField label="Longitude" required inputMode="decimal" error={errors.longitude?.message} {...register('longitude')} />
        </div>
        <LazyMap
          className="h-72"
          single
          label="Map: click to set the site's location"
          markers={place}
          onPick={(lat, lng) => {
            setValue('latitude', String(lat), UPLOADED);
            setValue('longitude', String(lng), UPLOADED);
          }}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Licence</legend>
        <p className="text-sm text-slate-600">
          Optional. With a licence number, the day it ends is needed: no confirmed booking may run past it, and visitors see the days after it as not available.
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Licence number" placeholder="e.g. GCC/ADV/2026/0014" error={licenceErrors?.number?.message} limit={licenceLimits.number} {...register('licence.number')} />
          <SelectField label="Issuing authority" error={licenceErrors?.authority?.message} {...register('licence.authority')}>
            <SelectOptions options={authorityOptions} />
          </SelectField>
          {authority === OTHER_AUTHORITY && (
            <TextField
              label="Name of the authority"
              className="md:col-start-2"
              error={licenceErrors?.other_authority?.message}
              limit={licenceLimits.other_authority}
              {...register('licence.other_authority')}
            />
          )}
          <TextField label="Valid until" type="date" error={licenceErrors?.valid_until?.message} {...register('licence.valid_until')} />
          <TextField label="Stability certificate valid until" type="date" error={licenceErrors?.stability_valid_until?.message} {...register('licence.stability_valid_until')} />
        </div>
      </fieldset>
      <TextAreaField label="Photos" rows={3} hint="One photo URL per line; the first is the main photo" error={errors.photos?.message} {...register('photos')} />
      <MediaUploader fieldLabel="Photos" folder="sites" onUploaded={({ url }) => setValue('photos', [...splitPhotos(getValues('photos')), url].join('\n'), UPLOADED)} />
      <CheckboxField label="Published (shown in the public inventory)" {...register('published')} />
    </RecordFormCard>
  );
}
