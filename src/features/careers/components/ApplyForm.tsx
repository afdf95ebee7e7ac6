import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/Button';
import { EmailField, FormAlert, FullNameField, PrivacyNote, SpamTrapField, TextAreaField, TextField, useSchemaForm, useSpamGuard } from '@/components/form';
import { useApply } from '../api/apply';
import {
  APPLICATION_SUCCESS,
  applicationErrorFallback,
  applicationTextFields,
  cvRule,
  emptyApplication,
  NOTE_MAX,
  PHONE_MAX,
  type ApplicationText,
  type ApplicationTextInput,
} from '../schemas';
import { CvField } from './CvField';

type ApplyFormProps = { openingId: string };

/** The CV's first problem, or none; what the input holds now. */
function checkCv(input: HTMLInputElement | null): { file: File; error?: undefined } | { file?: undefined; error: string } {
  const result = v.safeParse(cvRule, input?.files?.[0] ?? null);
  return result.success ? { file: result.output } : { error: result.issues[0].message };
}

/**
 * The application form (docs/product.md, "Careers"): name, phone, e-mail, an optional note and the CV. Checked as the
 * other public forms are (each field's message in words, the first field with one focused); sent as a lead with the
 * form's spam signals after the CV's upload. Once sent, the thank-you takes the form's place and focus; a refusal keeps
 * what was typed and says why.
 */
export function ApplyForm({ openingId }: ApplyFormProps) {
  const submission = useApply();
  const guard = useSpamGuard();
  const { register, handleSubmit, errors } = useSchemaForm<ApplicationTextInput, ApplicationText>(applicationTextFields, emptyApplication);
  const cvInput = useRef<HTMLInputElement>(null);
  const [cvError, setCvError] = useState<string>();
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    const cv = checkCv(cvInput.current);
    setCvError(cv.error);
    setChecked(true);
    handleSubmit((values) => {
      if (!cv.file) {
        cvInput.current?.focus();
        return;
      }
      submission.submit({ values: { ...values, openingId, cv: cv.file }, signals: guard.signals() }, { onSuccess: () => setSent(true) });
    })(event);
  };

  return (
    <section aria-labelledby="apply-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="apply-heading" className="text-2xl font-bold text-slate-900">
        Apply for this job
      </h2>
      {sent ? (
        <div className="mt-6">
          <FormAlert tone="success" title="Application sent">
            {APPLICATION_SUCCESS}
          </FormAlert>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="relative mt-6 grid gap-5" aria-label="Job application">
          <SpamTrapField guard={guard} />
          {submission.isError && (
            <FormAlert tone="error" title="Your application was not sent">
              {submission.error.message || applicationErrorFallback}
            </FormAlert>
          )}
          <FullNameField error={errors.name} {...register('name')} />
          <TextField label="Phone Number" required type="tel" autoComplete="tel" maxLength={PHONE_MAX} error={errors.phone} {...register('phone')} />
          <EmailField error={errors.email} {...register('email')} />
          <TextAreaField
            label="Note"
            rows={4}
            limit={NOTE_MAX}
            error={errors.note}
            placeholder="Your experience, when you can start, anything we should know (optional)"
            {...register('note')}
          />
          <CvField error={cvError} inputRef={cvInput} onChange={() => checked && setCvError(checkCv(cvInput.current).error)} />
          <PrivacyNote use="We use these details and your CV only to consider your application" />
          <Button type="submit" size="lg" disabled={submission.isPending} className="w-full">
            <Send aria-hidden="true" className="size-5" />
            {submission.isPending ? 'Sending...' : 'Send Application'}
          </Button>
        </form>
      )}
    </section>
  );
}
