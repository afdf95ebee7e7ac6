import { CircleAlert, CircleCheck } from 'lucide-react';
import { useFocusOnMount } from '@/components/form';
import { site } from '@/config/site';
import type { Acceptance, AcceptedLine } from '../types';
import { dayName, rangeName } from '@/lib/day-names';
import { waitingSentence } from '../confirmation';

/**
 * What accepting did, right after it (docs/product.md §12, docs/decisions/114): each site held for the client until the
 * purchase order arrives (or booked, when it is in hand already), or why not and the first day it is free again for
 * as long. Takes focus, as a form's success does, so it is read out at once.
 */
export function AcceptanceResult({ acceptance }: { acceptance: Acceptance }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const kept = (line: AcceptedLine) => line.confirmed || line.held;
  const refused = acceptance.lines.filter((line) => !kept(line));
  const booked = acceptance.lines.some((line) => line.confirmed);
  const waiting = booked ? null : waitingSentence(acceptance.waiting_for);
  const state = booked ? 'booked' : 'held';
  const summary =
    refused.length === 0
      ? booked
        ? 'Every site is booked for its dates.'
        : `Every site is held for you until ${dayName(acceptance.holds_until)}.`
      : `${acceptance.lines.length - refused.length} of ${acceptance.lines.length} sites are ${booked ? 'booked' : `held for you until ${dayName(acceptance.holds_until)}`}. We will call you within ${site.replyTime} about the others.`;
  return (
    <div ref={ref} tabIndex={-1} role="status" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950 focus:outline-none sm:p-5">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        Thank you: you have accepted this proposal.
      </p>
      <p className="mt-1 text-sm">
        {summary}
        {waiting && ` ${waiting}`}
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {acceptance.lines.map((line) => (
          <li key={`${line.code}-${line.starts_on}`} className="flex items-start gap-2">
            {kept(line) ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            )}
            <span>
              <strong>{line.code}</strong> {line.name}, {rangeName(line.starts_on, line.ends_on)}:{' '}
              {kept(line) ? (
                line.confirmed ? 'booked.' : 'held for you.'
              ) : (
                <>
                  not {state}. {line.reason}{' '}
                  {line.next_free_start
                    ? `It is free for as long from ${dayName(line.next_free_start)}.`
                    : 'It is not free for as long in the next year.'}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
