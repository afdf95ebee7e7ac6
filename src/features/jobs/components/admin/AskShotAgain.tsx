import { RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/admin';
import { FormAlert, TextAreaField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useAskForShotAgain } from '../../api/use-ask-for-shot-again';
import { RESHOOT_REASON_LIMIT, shotAgainReasonProblem } from '../../schemas';

/**
 * 'Ask for this photo again' under one shot (docs/decisions/097): its photo stops counting, with the reason the crew
 * read on their job; the job's other photos still count, so the crew take only this one again.
 */
export function AskShotAgain({ jobId, shot, label }: { jobId: string; shot: string; label: string }) {
  const ask = useAskForShotAgain();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="secondary" className="mt-2" aria-label={`Ask for this photo again: ${label}`} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Ask for this photo again
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = shotAgainReasonProblem(reason);
    setProblem(found);
    if (!found) ask.mutate({ id: jobId, shot, reason: reason.trim() }, { onSuccess: () => setOpen(false) });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2">
      <TextAreaField
        label={`Why take the ${label.toLowerCase()} again?`}
        required
        rows={2}
        limit={RESHOOT_REASON_LIMIT}
        value={reason}
        error={problem ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {ask.error && <FormAlert tone="error" title="The photo was not asked for again">{describeDbError(ask.error)}</FormAlert>}
      <Button type="submit" disabled={ask.isPending} aria-busy={ask.isPending || undefined}>
        {ask.isPending ? 'Asking...' : 'Ask again'}
      </Button>
    </form>
  );
}
