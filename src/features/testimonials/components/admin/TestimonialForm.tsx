import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ImagePreview, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { EditingNotice } from '@/features/editing/admin';
import { RevisionHistory } from '@/features/revisions/admin';
import { fieldLimits } from '@/lib/form-rules';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { useTestimonial } from '../../api/fetch-testimonial';
import { testimonialKeys, type Testimonial } from '../../api/fetch-testimonials';
import { useSaveTestimonial } from '../../api/save-testimonial';
import { testimonialFormDefaults, testimonialFormSchema } from '../../schemas';

const labels = { name: 'Name', position: 'Position', company: 'Company', image: 'Photo URL', testimonial: 'Testimonial' };

/** Each text field's length limit, as the schema (and the database) sets it. */
const limits = fieldLimits(testimonialFormSchema);

/**
 * Create (no id) or edit testimonial `id` (docs/product.md §2, Testimonial form). Without canEdit (a
 * reviewer who typed the address) the form is not offered.
 */
export function TestimonialForm({ id, canEdit }: { id?: string; canEdit: boolean }) {
  const testimonial = useTestimonial(canEdit ? id : undefined);
  const denied = canEdit ? undefined : { title: id ? 'Edit Testimonial' : 'Add New Testimonial', message: 'You do not have permission to update testimonials.' };
  return (
    <RecordFormLoader
      id={id}
      record={testimonial}
      denied={denied}
      title="Edit Testimonial"
      message="Error loading testimonial"
      backTo={paths.admin.testimonials}
      backLabel="Back to Testimonials"
    >
      {(record) => <TestimonialFields id={id} testimonial={record} />}
    </RecordFormLoader>
  );
}

function TestimonialFields({ id, testimonial }: { id?: string; testimonial?: Testimonial }) {
  const save = useSaveTestimonial();
  // The version this screen loaded: a save after someone else's is refused (docs/decisions/066).
  const [loadedAt, setLoadedAt] = useState(testimonial?.updated_at);
  const { register, control, setValue, reset, formState: { errors }, cardProps } = useRecordForm({
    schema: testimonialFormSchema,
    defaultValues: testimonialFormDefaults(testimonial),
    save: (values) => save.mutateAsync({ id, loadedAt, values }),
    to: paths.admin.testimonials,
    labels,
  });
  const photo = useWatch({ control, name: 'image' });

  return (
    <>
      <RecordFormCard
        {...cardProps}
        notice={id && <EditingNotice table="testimonials" id={id} />}
        title={id ? 'Edit Testimonial' : 'Add New Testimonial'}
        aria-label={id ? 'Edit testimonial' : 'New testimonial'}
        className="max-w-3xl"
        cancelTo={paths.admin.testimonials}
        submitLabel={id ? 'Update Testimonial' : 'Add Testimonial'}
      >
        <TextField label="Name" required autoComplete="off" error={errors.name?.message} limit={limits.name} {...register('name')} />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Position" required placeholder="e.g. Marketing Head" error={errors.position?.message} limit={limits.position} {...register('position')} />
          <TextField label="Company" required error={errors.company?.message} limit={limits.company} {...register('company')} />
        </div>
        <TextField label="Photo URL" required type="url" placeholder="https://example.com/photo.jpg" error={errors.image?.message} limit={limits.image} {...register('image')} />
        <MediaUploader fieldLabel="Photo URL" folder="people" onUploaded={({ url }) => setValue('image', url, UPLOADED)} />
        <ImagePreview src={photo} alt="Photo preview" shape="round" label="Photo preview" />
        <TextAreaField label="Testimonial" required rows={6} error={errors.testimonial?.message} limit={limits.testimonial} {...register('testimonial')} />
      </RecordFormCard>
      {id && testimonial && (
        <RevisionHistory
          table="testimonials"
          rowId={id}
          current={testimonial}
          fields={labels}
          canRestore
          invalidates={testimonialKeys.all}
          onRestored={(row) => {
            setLoadedAt(row.updated_at);
            reset(testimonialFormDefaults(row));
          }}
        />
      )}
    </>
  );
}
