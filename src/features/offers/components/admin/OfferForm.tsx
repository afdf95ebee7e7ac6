import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ImagePreview, PublishingFields, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { fieldLimits } from '@/lib/form-rules';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { EditingNotice } from '@/features/editing/admin';
import { RevisionHistory } from '@/features/revisions/admin';
import { offerKeys } from '../../api/fetch-offers';
import { staffOfferQueryOptions } from '../../api/fetch-staff-offer';
import { useSaveOffer } from '../../api/save-offer';
import { offerFields, offerFormDefaults, offerFormSchema, slugFromTitle } from '../../schemas';
import type { Offer } from '../../types';
import { OfferPackagesFields } from './OfferPackagesFields';

/** Each text field's length limit, as the schema (and the database) sets it. */
const limits = fieldLimits(offerFields);

/** Column → label, so a database error and a revision name the field the way the form does. */
const revisedFields = {
  title: 'Title',
  slug: 'Slug',
  season: 'Season',
  lead: 'Lead Text',
  hero_image: 'Hero Image URL',
  valid_from: 'Valid From',
  valid_until: 'Valid Until',
  packages: 'Packages',
};
const labels = { ...revisedFields, published_at: 'Published Date', status: 'Status' };

/**
 * Create (no id) or edit offer `id` (docs/product.md §2, Offer form). Without canEdit (a reviewer who typed the
 * address) the form is not offered; the database refuses them too.
 */
export function OfferForm({ id, canEdit }: { id?: string; canEdit: boolean }) {
  const offer = useQuery({ ...staffOfferQueryOptions(id ?? ''), enabled: Boolean(id) && canEdit });
  const denied = canEdit ? undefined : { title: id ? 'Edit Offer' : 'Create New Offer', message: 'You do not have permission to update offers.' };
  return (
    <RecordFormLoader id={id} record={offer} denied={denied} title="Edit Offer" message="Error loading offer" backTo={paths.admin.offers} backLabel="Back to Offers">
      {(record) => <OfferFields id={id} offer={record} />}
    </RecordFormLoader>
  );
}

function OfferFields({ id, offer }: { id?: string; offer?: Offer }) {
  const save = useSaveOffer();
  // The version this screen loaded: a save after someone else's is refused (docs/decisions/066).
  const [loadedAt, setLoadedAt] = useState(offer?.updated_at);
  const form = useRecordForm({
    schema: offerFormSchema,
    defaultValues: offerFormDefaults(offer),
    save: (values) => save.mutateAsync({ id, loadedAt, values }),
    to: paths.admin.offers,
    labels,
  });
  const { register, control, setValue, reset, formState: { errors }, cardProps } = form;
  const heroImage = useWatch({ control, name: 'hero_image' });
  // The title suggests the slug until someone edits the slug; a saved offer keeps its address (links to it exist).
  const [slugTouched, setSlugTouched] = useState(Boolean(offer));
  const title = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched) setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true });
    },
  });
  const slug = register('slug', { onChange: () => setSlugTouched(true) });

  return (
    <>
      <RecordFormCard
        {...cardProps}
        notice={id && <EditingNotice table="offers" id={id} />}
        title={id ? 'Edit Offer' : 'Create New Offer'}
        aria-label={id ? 'Edit offer' : 'New offer'}
        cancelTo={paths.admin.offers}
        submitLabel={id ? 'Update Offer' : 'Create Offer'}
      >
        <TextField label="Title" required placeholder="e.g. Pongal Harvest Offer" error={errors.title?.message} limit={limits.title} {...title} />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField
            label="Slug"
            required
            hint={`The offer's address: ${paths.offer('…')}. Lowercase words joined by '-'.`}
            placeholder="pongal-harvest-2027"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.slug?.message}
            limit={limits.slug}
            {...slug}
          />
          <TextField label="Season" required hint="The festival or season it is for" placeholder="e.g. Pongal & Tamil New Year" error={errors.season?.message} limit={limits.season} {...register('season')} />
        </div>
        <TextAreaField label="Lead Text" required rows={3} hint="The sentence under the offer's title" error={errors.lead?.message} limit={limits.lead} {...register('lead')} />
        <div className="space-y-3">
          <TextField label="Hero Image URL" required type="url" placeholder="https://..." error={errors.hero_image?.message} limit={limits.hero_image} {...register('hero_image')} />
          <MediaUploader fieldLabel="Hero Image URL" folder="library" onUploaded={({ url }) => setValue('hero_image', url, UPLOADED)} />
          <ImagePreview src={heroImage} alt="Hero image preview" />
        </div>
        <fieldset className="grid gap-6 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">When the offer runs (India time, IST)</legend>
          <TextField label="Valid From" required type="date" error={errors.run?.valid_from?.message} {...register('run.valid_from')} />
          <TextField label="Start Time" required type="time" error={errors.run?.valid_from_time?.message} {...register('run.valid_from_time')} />
          <TextField label="Valid Until" required type="date" error={errors.run?.valid_until?.message} {...register('run.valid_until')} />
          <TextField label="End Time" required type="time" hint="23:59 runs to the end of that day." error={errors.run?.valid_until_time?.message} {...register('run.valid_until_time')} />
        </fieldset>
        <OfferPackagesFields form={form} />
        <PublishingFields fields={{ status: register('status'), published_at: register('published_at'), publish_time: register('publish_time') }} errors={errors} />
      </RecordFormCard>
      {id && offer && (
        <RevisionHistory
          table="offers"
          rowId={id}
          current={offer}
          fields={revisedFields}
          canRestore
          invalidates={offerKeys.all}
          onRestored={(row) => {
            setLoadedAt(row.updated_at);
            reset(offerFormDefaults(row));
          }}
        />
      )}
    </>
  );
}
