import { ErrorBanner, LoadingText } from '@/components/admin';
import { dayName } from '@/lib/day-names';
import { indiaDay } from '@/lib/india-time';
import { describeDbError } from '@/lib/db-errors';
import { useInvoiceReminders, type InvoiceReminder } from '../api/fetch-invoice-reminders';

const STAGES: Record<number, string> = { 0: 'on the due day', 30: '30 days past due', 60: '60 days past due' };

/** One reminder in a sentence: sent to whom and when, or why it did not go, or that it waits. */
export function reminderSentence({ stage, status, email, failure, queued_at, attempted_at }: InvoiceReminder): string {
  const what = STAGES[stage] ?? `${stage} days past due`;
  const when = attempted_at ? dayName(indiaDay(attempted_at)) : '';
  switch (status) {
    case 'sent':
      return `Reminder sent on ${when} to ${email}: ${what}.`;
    case 'not_configured':
      return `Reminder kept, not sent, on ${when}: ${what}. ${failure}`;
    case 'failed':
      return `Reminder to ${email} failed on ${when}: ${what}. ${failure}`;
    case 'skipped':
      return `Reminder not sent: ${what}. ${failure}`;
    case 'sending':
      return `Reminder being sent to ${email}: ${what}.`;
    default:
      return `Reminder queued on ${dayName(indiaDay(queued_at))}: ${what}.`;
  }
}

/**
 * An invoice's payment reminders (docs/product.md §16, Payment reminders): what the daily job e-mailed the campaign's
 * contact at each stage, or why it did not. Nothing when there are none yet.
 */
export function InvoiceRemindersPanel({ id }: { id: string }) {
  const reminders = useInvoiceReminders(id);
  if (reminders.isPending) return <LoadingText text="Loading reminders..." />;
  if (reminders.isError) return <ErrorBanner message={describeDbError(reminders.error)} onRetry={() => void reminders.refetch()} />;
  if (reminders.data.length === 0) return null;
  return (
    <section aria-labelledby="reminders-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="reminders-heading" className="text-lg font-semibold text-slate-900">
        Payment reminders
      </h2>
      <ul className="divide-y divide-slate-200 text-sm text-slate-800">
        {reminders.data.map((reminder) => (
          <li key={reminder.id} className="py-2">
            {reminderSentence(reminder)}
          </li>
        ))}
      </ul>
    </section>
  );
}
