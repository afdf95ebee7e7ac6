import { Ban, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useDialogs } from '@/components/dialog';
import { FormAlert, TextAreaField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { Button } from './buttons';

type Props = {
  /** The form's heading: 'Cancel the campaign' (its name is the action's: 'Cancel campaign'). */
  title: string;
  /** An h2 on a screen; an h3 inside a screen's section (a payment's, in an invoice's 'Payments'). */
  headingLevel?: 2 | 3;
  intro?: ReactNode;
  label: string;
  limit: number;
  /** The sentence for an empty reason: 'Say why the campaign is cancelled.' */
  required: string;
  /** The question asked before it is done, which says what cannot be undone. */
  question: { text: string; title: string; confirmLabel: string; cancelLabel: string };
  action: { label: string; pending: string; failed: string };
  /** The button's icon: a step that ends something by default. */
  icon?: LucideIcon;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
};

/**
 * A step that needs its reason and cannot be undone (cancelling a campaign, an invoice): the reason, checked, then the
 * question, then the step; what the database refuses is said under it.
 */
export function ReasonForm({ title, headingLevel = 2, intro, label, limit, required, question, action, icon: Icon = Ban, pending, error, onSubmit }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { confirm } = useDialogs();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = trimmed === '' ? required : trimmed.length > limit ? `At most ${limit.toLocaleString('en-IN')} characters.` : null;
    setProblem(found);
    if (found) return;
    const { text, ...words } = question;
    if (await confirm(text, words)) onSubmit(trimmed);
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={action.label} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      {error ? <FormAlert tone="error" title={action.failed}>{describeDbError(error)}</FormAlert> : null}
      <TextAreaField label={label} required rows={3} limit={limit} error={problem ?? undefined} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending || undefined}>
        <Icon aria-hidden="true" className="size-4" />
        {pending ? action.pending : action.label}
      </Button>
    </form>
  );
}
