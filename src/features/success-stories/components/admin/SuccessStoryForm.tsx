import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ImagePreview, PublishingFields, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { withPublishMoment } from '@/lib/publishing';
import { CheckboxField, TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { EditingNotice } from '@/features/editing/admin';
import { RevisionHistory } from '@/features/revisions/admin';
import { fieldLimits } from '@/lib/form-rules';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { successStoryKeys, type SuccessStory } from '../../api/fetch-success-stories';
import { useSuccessStory } from '../../api/fetch-success-story';
import { useSaveSuccessStory } from '../../api/save-success-story';
import { successStoryFormDefaults, successStoryFormSchema } from '../../schemas';

const labels = {
  title: 'Title',
  category: 'Category',
  description: 'Description',
  image_url: 'Image URL',
  client_name: 'Client Name',
  industry: 'Industry',
  campaign_duration: 'Campaign Duration',
  metrics: 'Key Metrics',
};

/** Each text field's length limit, as the schema (and the database) sets it. */
const limits = fieldLimits(successStoryFormSchema);

/**
 * Create (no id) or edit story `id` (docs/product.md §2, Success story form). Without canEdit (a
 * reviewer who typed the address) the form is not offered.
 */
export function SuccessStoryForm({ id, canEdit }: { id?: string; canEdit: boolean }) {
  const story = useSuccessStory(canEdit ? id : undefined);
  const denied = canEdit ? undefined : { title: id ? 'Edit Success Story' : 'Add New Success Story', message: 'You do not have permission to update success stories.' };
  return (
    <RecordFormLoader
      id={id}
      record={story}
      denied={denied}
      title="Edit Success Story"
      message="Error loading success story"
      backTo={paths.admin.successStories}
      backLabel="Back to Success Stories"
    >
      {(record) => <SuccessStoryFields id={id} story={record} />}
    </RecordFormLoader>
  );
}

function SuccessStoryFields({ id, story }: { id?: string; story?: SuccessStory }) {
  const save = useSaveSuccessStory();
  // The version this screen loaded: a save after someone else's is refused (docs/decisions/066).
  const [loadedAt, setLoadedAt] = useState(story?.updated_at);
  const { register, control, setValue, reset, formState: { errors }, cardProps } = useRecordForm({
    schema: successStoryFormSchema,
    defaultValues: successStoryFormDefaults(story),
    save: (values) => save.mutateAsync({ id, loadedAt, values: withPublishMoment(values) }),
    to: paths.admin.successStories,
    labels,
  });
  const image = useWatch({ control, name: 'image_url' });

  return (
    <>
      <RecordFormCard
        {...cardProps}
        notice={id && <EditingNotice table="success_stories" id={id} />}
        title={id ? 'Edit Success Story' : 'Add New Success Story'}
        aria-label={id ? 'Edit success story' : 'New success story'}
        className="max-w-3xl"
        cancelTo={paths.admin.successStories}
        submitLabel={id ? 'Update Success Story' : 'Add Success Story'}
      >
        <TextField label="Title" required error={errors.title?.message} limit={limits.title} {...register('title')} />
        <TextField label="Category" required placeholder="e.g. Outdoor & Digital, BTL & Transport" error={errors.category?.message} limit={limits.category} {...register('category')} />
        <TextAreaField label="Description" required rows={4} error={errors.description?.message} limit={limits.description} {...register('description')} />
        <TextField label="Image URL" required type="url" placeholder="https://example.com/campaign.jpg" error={errors.image_url?.message} limit={limits.image_url} {...register('image_url')} />
        <MediaUploader fieldLabel="Image URL" folder="stories" onUploaded={({ url }) => setValue('image_url', url, UPLOADED)} />
        <ImagePreview src={image} alt="Image preview" label="Image preview" />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Client Name" error={errors.client_name?.message} limit={limits.client_name} {...register('client_name')} />
          <TextField label="Industry" placeholder="e.g. Retail" error={errors.industry?.message} limit={limits.industry} {...register('industry')} />
        </div>
        <TextField label="Campaign Duration" placeholder="e.g. 3 months, 6 weeks" error={errors.campaign_duration?.message} limit={limits.campaign_duration} {...register('campaign_duration')} />
        <TextAreaField
          label="Key Metrics"
          rows={5}
          hint="One 'Label: Value' per line, e.g. 'Reach: 2.1M'. Cards show the first 3 values."
          placeholder={'Reach: 2.1M\nFootfall: +42%\nBrand recall: 68%'}
          error={errors.metrics?.message}
          {...register('metrics')}
        />
        <CheckboxField label="Featured (show on homepage and top of list)" {...register('featured')} />
        <PublishingFields
          fields={{ status: register('status'), published_at: register('published_at'), publish_time: register('publish_time') }}
          errors={errors}
        />
      </RecordFormCard>
      {id && story && (
        <RevisionHistory
          table="success_stories"
          rowId={id}
          current={story}
          fields={labels}
          canRestore
          invalidates={successStoryKeys.all}
          onRestored={(row) => {
            setLoadedAt(row.updated_at);
            reset(successStoryFormDefaults(row));
          }}
        />
      )}
    </>
  );
}
