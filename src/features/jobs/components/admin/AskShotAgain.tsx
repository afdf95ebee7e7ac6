import { RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useAskForShotAgain } from '../../api/job-detail';

const REASON_MAX = 500;

/**
 * 'Ask for this photo again' under one shot (docs/decisions/097): its photo stops counting, with the reason the crew
 * read on their job; the job's other photos still count, so the crew take only this one again.
 */
export function AskShotAgain({ jobId, shot, label }: { jobId: string; shot: string; label: string }) {
  const ask = useAskForShotAgain();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();

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
    const text = reason.trim();
    if (!text) return setProblem('Say why this photo must be taken again: the crew read it on their job.');
    if (text.length > REASON_MAX) return setProblem(`Use at most ${REASON_MAX} characters.`);
    ask.mutate({ id: jobId, shot, reason: text }, { onSuccess: () => setOpen(false) });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        Why take the {label.toLowerCase()} again?
      </label>
      <textarea
        id={fieldId}
        rows={2}
        value={reason}
        maxLength={REASON_MAX}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        className="w-full rounded-lg border border-slate-300 p-2 text-sm"
      />
      {problem && <p className="text-sm font-medium text-red-700">{problem}</p>}
      {ask.error && <FormAlert tone="error" title="The photo was not asked for again">{describeDbError(ask.error)}</FormAlert>}
      <Button type="submit" disabled={ask.isPending} aria-busy={ask.isPending || undefined}>
        {ask.isPending ? 'Asking...' : 'Ask again'}
      </Button>
    </form>
  );
}
