import { dayName, rangeName } from '@/lib/day-names';
import type { Confirmation } from '../../api/confirmation-types';

/**
 * What confirming an accepted campaign booked (docs/decisions/114): every site, or which could not be booked and why,
 * with the first day each is free again for as long; the campaign then stays accepted for sales to revise or cancel.
 */
export function ConfirmationResult({ result }: { result: Confirmation }) {
  const refused = result.lines.filter((line) => !line.confirmed);
  return (
    <div role="status" className={`rounded-lg border p-3 text-sm ${refused.length === 0 ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-950'}`}>
      <p className="font-medium">
        {refused.length === 0
          ? 'Campaign confirmed: every site is booked for its dates.'
          : `${result.lines.length - refused.length} of ${result.lines.length} sites are booked, so the campaign is not confirmed yet: revise it without the others, or cancel it.`}
      </p>
      {refused.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {refused.map((line) => (
            <li key={`${line.code}-${line.starts_on}`}>
              {line.code}, {rangeName(line.starts_on, line.ends_on)}: {line.reason}{' '}
              {line.next_free_start ? `It is free for as long from ${dayName(line.next_free_start)}.` : 'It is not free for as long in the next year.'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
