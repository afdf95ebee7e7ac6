import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, TextField } from '@/components/form';
import { setOwnPassword } from '../api/set-own-password';
import { MIN_PASSWORD_LENGTH, newPasswordSchema, type NewPasswordValues } from '../schemas';
import { CONNECTION_FAILED_MESSAGE } from './AdminLogin';
import { SubmitButton } from './SubmitButton';

/** A new password, typed twice; `onDone` once the service has stored it. */
export function SetPasswordForm({ submitLabel, onDone }: { submitLabel: string; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: valibotResolver(newPasswordSchema),
    // With the default 'firstError' the resolver stops at the fields' first issue and the match, checked after
    // them, waits until they pass; 'all' shows both messages at once (a field still shows its first).
    criteriaMode: 'all',
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const refused = await setOwnPassword(password);
      if (refused) setFailure(refused);
      else onDone();
    } catch {
      setFailure(CONNECTION_FAILED_MESSAGE);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <fieldset disabled={isSubmitting} className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
