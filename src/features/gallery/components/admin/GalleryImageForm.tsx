import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { galleryCategoryLabels } from '@/catalogue';
import { ImagePreview, PublishingFields, RecordFormCard, RecordFormLoader, RecordLoadError, useRecordForm } from '@/components/admin';
import { withPublishMoment } from '@/lib/publishing';
import { CheckboxField, SelectField, SelectOptions, TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { EditingNotice } from '@/features/editing/admin';
import { RevisionHistory } from '@/features/revisions/admin';
import { fieldLimits } from '@/lib/form-rules';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { galleryImageKeys, type GalleryImage } from '../../api/fetch-gallery-images';
import { useGalleryImage } from '../../api/fetch-gallery-image';
import { useSaveGalleryImage } from '../../api/save-gallery-image';
import { MIN_GALLERY_YEAR, galleryImageFormDefaults, galleryImageFormSchema, maxGalleryYear } from '../../schemas';

/** Each text field's length limit, as the schema (and the database) sets it. */
const limits = fieldLimits(galleryImageFormSchema());

/** Column → field label, so a database error names the field as the form does. */
const labels = {
  title: 'Title',
  category: 'Category',
  image_url: 'Image URL',
  description: 'Description',
  project_name: 'Project Name',
  client_name: 'Client Name',
  location: 'Location',
  year: 'Year',
  sort_order: 'Sort Order',
  tags: 'Tags',
};

const categoryOptions = Object.entries(galleryCategoryLabels).map(([value, label]) => ({ value, label }));

/**
 * Upload (no id) or edit image `id` (docs/product.md §2, Gallery form); the image loads first when
 * editing. Without canEdit (a reviewer who typed the address) the form is not offered.
 */
export function GalleryImageForm({ id, canEdit }: { id?: string; canEdit: boolean }) {
  const image = useGalleryImage(canEdit ? id : undefined);
  if (!canEdit) {
    return (
      <RecordLoadError
        title={id ? 'Edit Gallery Image' : 'Upload New Image'}
        message="You do not have permission to update images."
        backTo={paths.admin.gallery}
        backLabel="Back to Gallery"
      />
    );
  }
  return (
    <RecordFormLoader
      id={id}
      record={image}
      loadingText="Loading image..."
      title="Edit Gallery Image"
      message="Error loading image"
      backTo={paths.admin.gallery}
      backLabel="Back to Gallery"
    >
      {(record) => <GalleryImageFields id={id} image={record} />}
    </RecordFormLoader>
  );
}

function GalleryImageFields({ id, image }: { id?: string; image?: GalleryImage }) {
  const currentYear = new Date().getFullYear();
  const schema = useMemo(() => galleryImageFormSchema(currentYear), [currentYear]);
  const save = useSaveGalleryImage();
  // The version this screen loaded: a save after someone else's is refused (docs/decisions/066).
  const [loadedAt, setLoadedAt] = useState(image?.updated_at);
  const { register, control, setValue, getValues, reset, formState: { errors }, cardProps } = useRecordForm({
    schema,
    defaultValues: galleryImageFormDefaults(image),
    save: (values) => save.mutateAsync({ id, loadedAt, values: withPublishMoment(values) }),
    to: paths.admin.gallery,
    labels,
  });
  const imageUrl = useWatch({ control, name: 'image_url' });
  // A stored category outside the list stays selectable, shown as stored.
  const categories = image && !Object.hasOwn(galleryCategoryLabels, image.category) ? [image.category, ...categoryOptions] : categoryOptions;
  const title = id ? 'Edit Gallery Image' : 'Upload New Image';

  return (
    <>
      <RecordFormCard
        {...cardProps}
        notice={id && <EditingNotice table="gallery_images" id={id} />}
        title={title}
        aria-label={title}
        className="max-w-3xl"
        cancelTo={paths.admin.gallery}
        submitLabel={id ? 'Update Image' : 'Save Image'}
      >
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Title" required placeholder="e.g. Anna Salai Unipole" error={errors.title?.message} limit={limits.title} {...register('title')} />
          <SelectField label="Category" required error={errors.category?.message} {...register('category')}>
            <SelectOptions options={categories} placeholder="Select a category" />
          </SelectField>
        </div>
        <TextField
          label="Image URL"
          required
          type="url"
          placeholder="https://example.com/photo.jpg or /images/gallery/photo.jpg"
          error={errors.image_url?.message}
          limit={limits.image_url} {...register('image_url')}
        />
        <MediaUploader
          fieldLabel="Image URL"
          folder="gallery"
          onUploaded={({ url, title: fromFileName }) => {
            setValue('image_url', url, UPLOADED);
            // The photo's file name offered as its title (visitors read it as the picture's alt text); never over what was typed.
            if (fromFileName && !getValues('title').trim()) setValue('title', fromFileName, UPLOADED);
          }}
        />
        <ImagePreview src={imageUrl} alt="Image preview" label="Image preview" />
        <TextAreaField label="Description" required rows={4} error={errors.description?.message} limit={limits.description} {...register('description')} />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Project Name" error={errors.project_name?.message} limit={limits.project_name} {...register('project_name')} />
          <TextField label="Client Name" error={errors.client_name?.message} limit={limits.client_name} {...register('client_name')} />
          <TextField label="Location" placeholder="e.g. T. Nagar, Chennai" error={errors.location?.message} limit={limits.location} {...register('location')} />
          <TextField
            label="Year"
            type="number"
            inputMode="numeric"
            min={MIN_GALLERY_YEAR}
            max={maxGalleryYear(currentYear)}
            placeholder={String(currentYear)}
            hint={`Leave empty for ${currentYear}`}
            error={errors.year?.message}
            {...register('year')}
          />
          <TextField label="Sort Order" type="number" inputMode="numeric" min={0} hint="Lower numbers appear first" error={errors.sort_order?.message} {...register('sort_order')} />
          <TextField label="Tags" placeholder="e.g. billboard, night, LED" hint="Separate tags with commas" error={errors.tags?.message} {...register('tags')} />
        </div>
        <CheckboxField label="Featured (show prominently on gallery and homepage)" {...register('featured')} />
        <PublishingFields
          fields={{ status: register('status'), published_at: register('published_at'), publish_time: register('publish_time') }}
          errors={errors}
        />
      </RecordFormCard>
      {id && image && (
        <RevisionHistory
          table="gallery_images"
          rowId={id}
          current={image}
          fields={labels}
          canRestore
          invalidates={galleryImageKeys.all}
          onRestored={(row) => {
            setLoadedAt(row.updated_at);
            reset(galleryImageFormDefaults(row));
          }}
        />
      )}
    </>
  );
}
