import { Button } from '@/components/Button';
import { EmailField, FullNameField, PrivacyNote, SpamTrapField, TenDigitPhoneField, TextField, useSchemaForm, type SpamGuard } from '@/components/form';
import { downloadDetailsSchema, type DownloadDetails, type DownloadDetailsInput } from '../schemas';

type DetailsStepProps = {
  initialValues: DownloadDetailsInput;
  /** The dialog's honeypot and clock (it keeps them across the steps). */
  guard: SpamGuard;
  onSubmit: (details: DownloadDetails) => void;
  onCancel: () => void;
};

/** Step 1: who is downloading (docs/product.md §5, "Download details form"). */
export function DetailsStep({ initialValues, guard, onSubmit, onCancel }: DetailsStepProps) {
  const {
    register,
    handleSubmit,
    errors,
  } = useSchemaForm<DownloadDetailsInput, DownloadDetails>(downloadDetailsSchema, initialValues);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative space-y-4" aria-label="Your details">
      <SpamTrapField guard={guard} />
      <p className="text-slate-600">Tell us a little about yourself and we will send a one-time password to your mobile.</p>
      <FullNameField error={errors.name} {...register('name')} />
      <TextField
        label="Company Name"
        required
        autoComplete="organization"
        maxLength={200}
        error={errors.company}
        {...register('company')}
      />
      <TextField
        label="Designation"
        required
        autoComplete="organization-title"
        maxLength={200}
        error={errors.designation}
        {...register('designation')}
      />
      <TenDigitPhoneField label="Mobile Number" error={errors.mobile} {...register('mobile')} />
      <EmailField error={errors.email} {...register('email')} />
      <PrivacyNote />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Send OTP</Button>
      </div>
    </form>
  );
}
