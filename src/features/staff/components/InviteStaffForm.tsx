import { valibotResolver } from '@hookform/resolvers/valibot';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/admin';
import { EmailField, FormAlert, SelectField, SelectOptions, TextField } from '@/components/form';
import { useStaffChange, type StaffMember } from '../api/manage-staff';
import { inviteSchema, ROLE_LABELS, ROLE_OPTIONS, type InviteValues } from '../schemas';

type Outcome = { tone: 'success' | 'error'; text: string };

/** Invite by e-mail with a role: the person gets a link to set their password. */
export function InviteStaffForm() {
  const change = useStaffChange();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ resolver: valibotResolver(inviteSchema), defaultValues: { email: '', full_name: '', role: 'editor' } });

  const onSubmit = handleSubmit(async ({ email, full_name, role }) => {
    setOutcome(null);
    try {
      const { member } = (await change.mutateAsync({ action: 'invite', email, role, ...(full_name ? { full_name } : {}) })) as { member: StaffMember };
      // An address that already had an account (a member, or access removed earlier) gets access back without an e-mail.
      const text = member.invitation_pending
        ? `Invitation sent to ${email}.`
        : `${email} already had an account and can sign in again as ${ROLE_LABELS[role].toLowerCase()}.`;
      setOutcome({ tone: 'success', text });
      reset();
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message });
    }
  });

  return (
    <section aria-labelledby="invite-heading" className="mb-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite a staff member
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4">
        <fieldset disabled={isSubmitting} className="grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end">
          <EmailField error={errors.email?.message} {...register('email')} />
          <TextField label="Name" autoComplete="off" maxLength={200} error={errors.full_name?.message} {...register('full_name')} />
          <SelectField label="Role" {...register('role')}>
            <SelectOptions options={ROLE_OPTIONS} />
          </SelectField>
          <Button type="submit">
            <UserPlus aria-hidden="true" className="size-4" />
            {isSubmitting ? 'Sending...' : 'Send invitation'}
          </Button>
        </fieldset>
      </form>
      {outcome && (
        <div className="mt-4">
          <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>
        </div>
      )}
    </section>
  );
}
