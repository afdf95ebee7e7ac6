import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AdminPageHeader, ErrorBanner, FormActions, FormCard, ImagePreview, LoadingText, RecordLoadError, useSaveAndReturn } from '@/components/admin';
import { TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { useTestimonial } from '../../api/fetchTestimonial';
import type { Testimonial } from '../../api/fetchTestimonials';
import { useSaveTestimonial } from '../../api/saveTestimonial';
import { testimonialFormDefaults, testimonialFormSchema, type TestimonialFormValues } from '../../schemas';

const labels = { name: 'Name', position: 'Position', company: 'Company', image: 'Photo URL', testimonial: 'Testimonial' };

/** Create (no id) or edit testimonial `id` (SPEC section 2, Testimonial form). */
export function TestimonialForm({ id }: { id?: string }) {
  const testimonial = useTestimonial(id);
  if (id && testimonial.isPending) return <LoadingText />;
  if (id && testimonial.isError) {
    return <RecordLoadError title="Edit Testimonial" message="Error loading testimonial" backTo={paths.admin.testimonials} backLabel="Back to Testimonials" />;
  }
  return <TestimonialFields key={id ?? 'new'} id={id} testimonial={testimonial.data} />;
}

function TestimonialFields({ id, testimonial }: { id?: string; testimonial?: Testimonial }) {
  const save = useSaveTestimonial();
  const { submit, error } = useSaveAndReturn({
    save: (values: z.output<typeof testimonialFormSchema>) => save.mutateAsync({ id, values }),
    to: paths.admin.testimonials,
    labels,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialFormValues, unknown, z.output<typeof testimonialFormSchema>>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: testimonialFormDefaults(testimonial),
  });
  const photo = useWatch({ control, name: 'image' });

  return (
    <>
      <AdminPageHeader title={id ? 'Edit Testimonial' : 'Add New Testimonial'} />
      {error && <ErrorBanner message={error} />}
      <FormCard onSubmit={handleSubmit(submit)} aria-label={id ? 'Edit testimonial' : 'New testimonial'} className="max-w-3xl">
        <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField label="Position" required placeholder="e.g. Marketing Head" error={errors.position?.message} {...register('position')} />
          <TextField label="Company" required error={errors.company?.message} {...register('company')} />
        </div>
        <TextField label="Photo URL" required type="url" placeholder="https://example.com/photo.jpg" error={errors.image?.message} {...register('image')} />
        <ImagePreview src={photo} alt="Photo preview" shape="round" label="Photo preview" />
        <TextAreaField label="Testimonial" required rows={6} error={errors.testimonial?.message} {...register('testimonial')} />
        <FormActions cancelTo={paths.admin.testimonials} submitLabel={id ? 'Update Testimonial' : 'Add Testimonial'} busy={isSubmitting} />
      </FormCard>
    </>
  );
}
