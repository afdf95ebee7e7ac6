import { FileMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, LoadingText } from '@/components/admin';
import { FormAlert, TextAreaField, TextField } from '@/components/form';
import { dayName } from '@/lib/day-names';
import { describeDbError } from '@/lib/db-errors';
import { formatPaise } from '@/lib/numbers';
import { useInvoiceCredits, type CreditableLine } from '../api/fetch-credit-notes';
import { useIssueCreditNote } from '../api/issue-credit-note';
import { paiseOf } from '../schemas';

const REASON_MAX = 500;

/** What is still uncredited of an invoice line, in paise. */
export const leftOf = (line: CreditableLine) => line.taxable_paise - line.credit_note_lines.reduce((sum, credit) => sum + credit.taxable_paise, 0);

/**
 * An issued invoice's credit notes (docs/product.md §16, Credit notes): each with its number, day, reason and amount,
 * and for admins and accounts 'Issue a credit note': why, and how much of each line's value before GST to take back
 * (or everything left); the tax follows each line's rate (issue_credit_note).
 */
export function CreditNotesPanel({ id, canBill }: { id: string; canBill: boolean }) {
  const credits = useInvoiceCredits(id);
  if (credits.isPending) return <LoadingText text="Loading credit notes..." />;
  if (credits.isError) return <ErrorBanner message={describeDbError(credits.error)} onRetry={() => void credits.refetch()} />;
  const { lines, notes } = credits.data;
  const creditable = lines.some((line) => leftOf(line) > 0);
  if (notes.length === 0 && !(canBill && creditable)) return null;
  return (
    <section aria-labelledby="credit-notes-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="credit-notes-heading" className="text-lg font-semibold text-slate-900">
        Credit notes
      </h2>
      {notes.length > 0 && (
        <ul className="divide-y divide-slate-200 text-sm">
          {notes.map((note) => (
            <li key={note.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="text-slate-900">
                <span className="font-mono text-xs">{note.number}</span> · {dayName(note.note_date)} · {note.reason}
              </span>
              <span className="text-slate-800">{formatPaise(note.total_paise)} credited</span>
            </li>
          ))}
        </ul>
      )}
      {canBill && creditable && <CreditNoteForm invoice={id} lines={lines} />}
    </section>
  );
}

function CreditNoteForm({ invoice, lines }: { invoice: string; lines: CreditableLine[] }) {
  const issue = useIssueCreditNote();
  const [reason, setReason] = useState('');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<{ reason?: string; amounts?: string }>({});
  const open = lines.filter((line) => leftOf(line) > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const asked = open.map((line) => ({ line, typed: (amounts[line.id] ?? '').trim() })).filter(({ typed }) => typed !== '');
    const unreadable = asked.find(({ typed }) => paiseOf(typed) === null);
    const tooMuch = asked.find(({ line, typed }) => (paiseOf(typed) ?? 0) > leftOf(line));
    const found = {
      reason: reason.trim() ? undefined : 'Say why the invoice is credited: the credit note carries it.',
      amounts: unreadable
        ? `Give the amount for ${unreadable.line.description} in rupees, as 10,000 or 2360.50.`
        : tooMuch
          ? `${tooMuch.line.description} has ${formatPaise(leftOf(tooMuch.line))} left to credit: a credit note takes at most that off it.`
          : asked.every(({ typed }) => paiseOf(typed) === 0)
            ? 'Give the amount to take off at least one line.'
            : undefined,
    };
    setProblems(found);
    if (found.reason || found.amounts) return;
    const credited = asked.map(({ line, typed }) => ({ line: line.id, taxable_paise: paiseOf(typed) ?? 0 })).filter((line) => line.taxable_paise > 0);
    issue.mutate(
      { invoice, reason: reason.trim(), lines: credited },
      {
        onSuccess: () => {
          setReason('');
          setAmounts({});
        },
      },
    );
  }

  return (
    <form noValidate aria-label="Issue a credit note" onSubmit={submit} className="space-y-4 border-t border-slate-100 pt-4">
      <h3 className="text-base font-semibold text-slate-900">Issue a credit note</h3>
      <p className="text-sm text-slate-700">Take back part of a line's value before GST, or all that is left of it; its GST comes back at the line's rate.</p>
      {issue.isError && (
        <FormAlert tone="error" title="No credit note was issued">
          {describeDbError(issue.error)}
        </FormAlert>
      )}
      {issue.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Credit note {issue.data} issued.
        </p>
      )}
      <TextAreaField label="Why is it credited?" required rows={2} limit={REASON_MAX} value={reason} error={problems.reason} onChange={(event) => setReason(event.target.value)} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Amount to take off, before GST (₹)</legend>
        {problems.amounts && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problems.amounts}
          </p>
        )}
        {open.map((line) => (
          <TextField
            key={line.id}
            label={line.description}
            inputMode="decimal"
            hint={`${formatPaise(leftOf(line))} left to credit, GST ${line.tax_percent}%.`}
            value={amounts[line.id] ?? ''}
            onChange={(event) => setAmounts({ ...amounts, [line.id]: event.target.value })}
          />
        ))}
        <Button
          variant="secondary"
          onClick={() => setAmounts(Object.fromEntries(open.map((line) => [line.id, (leftOf(line) / 100).toFixed(2)])))}
        >
          Fill in all that is left
        </Button>
      </fieldset>
      <Button type="submit" disabled={issue.isPending} aria-busy={issue.isPending || undefined}>
        <FileMinus aria-hidden="true" className="size-4" />
        {issue.isPending ? 'Issuing...' : 'Issue credit note'}
      </Button>
    </form>
  );
}
