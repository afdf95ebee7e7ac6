import { Link } from '@/components/Link';
import { buttonClass } from './buttons';

type FormActionsProps = {
  /** Where Cancel goes (the list). */
  cancelTo: string;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
};

/** Cancel + submit at the foot of an admin form; the submit is disabled and relabelled while busy. */
export function FormActions({ cancelTo, submitLabel, busy, busyLabel = 'Saving...' }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClass('secondary')}>
        Cancel
      </Link>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass('primary')}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
