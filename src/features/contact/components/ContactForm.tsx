import { Send } from 'lucide-react';
import { contactServiceGroups, contactServiceValue } from '@/catalogue';
import { Button } from '@/components/Button';
import {
  EmailField,
  FormAlert,
  FullNameField,
  PrivacyNote,
  SelectField,
  SpamTrapField,
  TenDigitPhoneField,
  TextAreaField,
  TextField,
  useSpamGuard,
  useSchemaForm,
  useTimedFlag,
} from '@/components/form';
import { MESSAGE_MAX } from '@/lib/form-rules';
import { useSubmitContact } from '../api/submit-contact';
import { contactErrorFallback, contactSchema, emptyContactForm, type ContactFormInput, type ContactSubmission } from '../schemas';
import { site } from '@/config/site';

/** How long 'Message Sent Successfully!' stays before the emptied form returns (docs/product.md §9). */
export const CONTACT_SUCCESS_MS = 3000;

type ContactFormProps = {
  /** Heading above the form; the About and Contact pages word it differently. */
  title?: string;
};

/**
 * The contact form (docs/product.md §4 and §5): validates, saves to "Contacts", notifies the agency,
 * shows the success view for 3 s and comes back empty; on failure the banner shows and input stays.
 */
export function ContactForm({ title = 'Send Us a Message' }: ContactFormProps) {
  const mutation = useSubmitContact();
  const [sent, showSent] = useTimedFlag(CONTACT_SUCCESS_MS);
  const guard = useSpamGuard();
  const { register, handleSubmit, reset, errors } = useSchemaForm<ContactFormInput, ContactSubmission>(contactSchema, emptyContactForm);

  const onSubmit = (values: ContactSubmission) =>
    mutation.submit({ values, signals: guard.signals() }, {
      onSuccess: () => {
        reset();
        guard.restart();
        showSent();
      },
    });

  const submitting = mutation.isPending;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      {sent ? (
        <div className="mt-6">
          <FormAlert tone="success" title="Message Sent Successfully!">
            Thank you for reaching out. Our team will get back to you within {site.replyTime}.
          </FormAlert>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative mt-6 grid gap-5 sm:grid-cols-2" aria-label={title}>
          <SpamTrapField guard={guard} />
          {mutation.isError && (
            <div className="sm:col-span-2">
              <FormAlert tone="error" title="Your message was not sent">
                {mutation.error.message || contactErrorFallback}
              </FormAlert>
            </div>
          )}
          <FullNameField error={errors.name} {...register('name')} />
          <EmailField error={errors.email} {...register('email')} />
          <TenDigitPhoneField label="Phone Number" hint="10 digits, without +91" error={errors.phone} {...register('phone')} />
          <TextField label="Company Name" autoComplete="organization" maxLength={200} {...register('company')} />
          <TextField label="Designation" autoComplete="organization-title" maxLength={200} {...register('designation')} />
          <SelectField label="Service of Interest" {...register('service')}>
            <option value="">Select a service</option>
            {contactServiceGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option} value={contactServiceValue(group.label, option)}>
                    {option}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <TextAreaField
            label="Message"
            required
            rows={5}
            limit={MESSAGE_MAX}
            className="sm:col-span-2"
            error={errors.message}
            {...register('message')}
          />
          <div className="sm:col-span-2">
            <PrivacyNote />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
              <Send aria-hidden="true" className="size-5" />
              {submitting ? 'Submitting...' : 'Send Message'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
