import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, TextField } from '@/components/form';
import { requestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { CONNECTION_FAILED_MESSAGE } from './AdminLogin';
import { SubmitButton } from './SubmitButton';

/** The one answer to every request, whether or not the address has an account (no account enumeration). */
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for that email address, we have sent it a link to set a new password.';

/** Asks for the e-mail address and sends a password-reset link to it. */
export function ForgotPasswordForm({ submitLabel = 'Send reset link' }: { submitLabel?: string }) {
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setAnswer(null);
    try {
      await requestPasswordReset(email);
      setAnswer({ tone: 'success', text: RESET_LINK_SENT_MESSAGE });
    } catch {
      setAnswer({ tone: 'error', text: CONNECTION_FAILED_MESSAGE });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <TextField label="Email" type="email" required autoComplete="username" maxLength={254} error={errors.email?.message} {...register('email')} />
        <SubmitButton busy={isSubmitting} busyLabel="Sending...">
          {submitLabel}
        </SubmitButton>
      </fieldset>
      {answer && <FormAlert tone={answer.tone}>{answer.text}</FormAlert>}
    </form>
  );
}
