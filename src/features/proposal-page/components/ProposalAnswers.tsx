import { Check, MessageSquare } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { FormAlert, TextAreaField, TextField, useSchemaForm } from '@/components/form';
import { site } from '@/config/site';
import { useAcceptProposal } from '../api/answer-proposal';
import { useAskForChanges } from '../api/ask-for-changes';
import { acceptanceSchema, changesSchema, confirmMessage, emptyAcceptance, emptyChanges, type AcceptanceInput, type ChangesInput } from '../schemas';
import type { Acceptance, OpenProposal } from '../types';
import { dayName } from '@/lib/day-names';

type AnswersProps = { token: string; proposal: OpenProposal; onAccepted: (acceptance: Acceptance) => void };

/**
 * The client's two answers to an open proposal (docs/product.md §12): accept it, or ask for changes. Never
 * printed. A refusal shows the database's sentence above the form and keeps everything typed.
 */
export function ProposalAnswers({ token, proposal, onAccepted }: AnswersProps) {
  return (
    <section aria-labelledby="proposal-answer" className="mt-12 border-t border-slate-200 pt-8" data-print-hide>
      <h2 id="proposal-answer" className="text-2xl font-semibold text-slate-900">
        Your answer
      </h2>
      <p className="mt-2 text-slate-700">
        {proposal.valid_until ? `This proposal is open until ${dayName(proposal.valid_until)}. ` : ''}
        Accept it as it is, or tell us what to change.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AcceptForm token={token} proposal={proposal} onAccepted={onAccepted} />
        <ChangesForm token={token} />
      </div>
    </section>
  );
}

function AcceptForm({ token, proposal, onAccepted }: AnswersProps) {
  const accept = useAcceptProposal(token);
  const { register, handleSubmit, errors } = useSchemaForm<AcceptanceInput, AcceptanceInput>(acceptanceSchema, emptyAcceptance);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const customer = proposal.customer?.name ?? 'your company';

  const onValid = (answer: AcceptanceInput) => {
    if (!confirmed) {
      box.current?.focus();
      return;
    }
    accept.submit(answer, { onSuccess: onAccepted });
  };
  const onSubmit = (event: FormEvent) => {
    setConfirmError(confirmed ? null : confirmMessage);
    handleSubmit(onValid)(event);
  };

  return (
    <form noValidate aria-labelledby="accept-heading" onSubmit={onSubmit} className="space-y-4 rounded-xl border border-slate-200 p-5">
      <h3 id="accept-heading" className="text-xl font-semibold text-slate-900">
        Accept proposal
      </h3>
      <p className="text-sm text-slate-700">
        Accepting confirms, for {customer}, the sites, dates and prices above and the terms. We then book each site for its dates where they
        are still free, and show you at once any that is not.
      </p>
      {accept.isError && (
        <FormAlert tone="error" title="The proposal was not accepted">
          {accept.error.message}
        </FormAlert>
      )}
      <TextField label="Your name" required autoComplete="name" limit={200} error={errors.name} {...register('name')} />
      <TextField label="Designation" required autoComplete="organization-title" limit={200} error={errors.designation} {...register('designation')} />
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            ref={box}
            name="confirmed"
            type="checkbox"
            checked={confirmed}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              if (event.target.checked) setConfirmError(null);
            }}
            aria-invalid={Boolean(confirmError)}
            aria-describedby={confirmError ? 'accept-confirm-error' : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            I may accept this proposal for {customer}, and I accept it with its sites, dates, prices and terms.
          </span>
        </label>
        {confirmError && (
          <p id="accept-confirm-error" className="mt-1.5 text-sm font-medium text-red-700">
            {confirmError}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
        <Check aria-hidden="true" className="size-5" />
        {accept.isPending ? 'Accepting...' : 'Accept proposal'}
      </Button>
    </form>
  );
}

function ChangesForm({ token }: { token: string }) {
  const ask = useAskForChanges(token);
  const { register, handleSubmit, errors, reset } = useSchemaForm<ChangesInput, ChangesInput>(changesSchema, emptyChanges);
  const onSubmit = (answer: ChangesInput) => ask.submit(answer, { onSuccess: () => reset() });

  return (
    <form noValidate aria-labelledby="changes-heading" onSubmit={handleSubmit(onSubmit)} className="space-y-4 rounded-xl border border-slate-200 p-5">
      <h3 id="changes-heading" className="text-xl font-semibold text-slate-900">
        Ask for changes
      </h3>
      <p className="text-sm text-slate-700">Tell us what to change: a site, the dates, a price. The proposal stays as it is until we send you a new one.</p>
      {ask.isError && (
        <FormAlert tone="error" title="Your message was not sent">
          {ask.error.message}
        </FormAlert>
      )}
      {ask.isSuccess && (
        <FormAlert tone="success" title="Message sent">
          Thank you. We will answer within {site.replyTime}.
        </FormAlert>
      )}
      <TextField label="Your name" required autoComplete="name" limit={200} error={errors.name} {...register('name')} />
      <TextAreaField label="What would you like changed?" required rows={5} limit={5000} error={errors.message} {...register('message')} />
      <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={ask.isPending}>
        <MessageSquare aria-hidden="true" className="size-5" />
        {ask.isPending ? 'Sending...' : 'Ask for changes'}
      </Button>
    </form>
  );
}
