import { useWatch } from 'react-hook-form';
import { ImagePreview, RecordFormCard, useRecordForm } from '@/components/admin';
import { TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { fieldLimits } from '@/lib/form-rules';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { useSaveOwnProfile } from '../api/own-profile';
import { profileSchema, type ProfileInput } from '../schemas';

const labels = { full_name: 'Name', job_title: 'Title', portrait_url: 'Portrait URL' };
const limits = fieldLimits(profileSchema);

type OwnProfile = { id: string; email: string; full_name: string | null; job_title: string | null; portrait_url: string | null };

/**
 * 'Your profile' (docs/product.md §6): the signed-in person's name, title and portrait. A blog post by them
 * carries the three (decision 052), so a post's author is chosen, not typed.
 */
export function ProfileScreen({ profile }: { profile: OwnProfile }) {
  const save = useSaveOwnProfile();
  const defaultValues: ProfileInput = { full_name: profile.full_name ?? '', job_title: profile.job_title ?? '', portrait_url: profile.portrait_url ?? '' };
  const { register, control, setValue, formState: { errors }, cardProps } = useRecordForm({
    schema: profileSchema,
    defaultValues,
    save: (values) => save.mutateAsync({ id: profile.id, values }),
    to: paths.admin.root,
    labels,
  });
  const portrait = useWatch({ control, name: 'portrait_url' });

  return (
    <RecordFormCard {...cardProps} title="Your profile" aria-label="Your profile" className="max-w-3xl" cancelTo={paths.admin.root} submitLabel="Save Profile">
      <p className="text-sm text-slate-600">
        Signed in as <span className="font-medium text-slate-900">{profile.email}</span>. Your name, title and portrait appear on the blog posts you write.
      </p>
      <TextField label="Name" required autoComplete="name" error={errors.full_name?.message} limit={limits.full_name} {...register('full_name')} />
      <TextField label="Title" placeholder="e.g. Creative Director" autoComplete="organization-title" error={errors.job_title?.message} limit={limits.job_title} {...register('job_title')} />
      <TextField label="Portrait URL" type="url" placeholder="https://..." error={errors.portrait_url?.message} limit={limits.portrait_url} {...register('portrait_url')} />
      <MediaUploader fieldLabel="Portrait URL" folder="people" onUploaded={({ url }) => setValue('portrait_url', url, UPLOADED)} />
      <ImagePreview src={portrait} alt="Portrait preview" shape="round" label="Portrait preview" />
    </RecordFormCard>
  );
}
