import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { dayName } from '@/lib/day-names';
import { describeDbError } from '@/lib/db-errors';
import { formatPaise } from '@/lib/numbers';
import { useAdvances } from '../api/fetch-advances';
import { useApplyAdvance } from '../api/apply-advance';

/**
 * The client's advances on account, offered to an invoice that still owes (docs/product.md §16, Payments): the
 * advance a client pays on confirmation, as the agency's terms ask, settles its invoice once it is issued.
 */
export function AdvancesToApply({ invoice, customer, owing }: { invoice: string; customer: string; owing: number }) {
  const advances = useAdvances(customer);
  const apply = useApplyAdvance();
  if (!advances.data?.length) return null;
  return (
    <div className="space-y-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      <h3 className="font-semibold">Advances on account</h3>
      {apply.isError && (
        <FormAlert tone="error" title="The advance was not applied">
          {describeDbError(apply.error)}
        </FormAlert>
      )}
      <ul className="space-y-2">
        {advances.data.map((advance) => {
          const amount = Math.min(advance.unapplied_paise, owing);
          return (
            <li key={advance.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-mono text-xs">{advance.number}</span> · {dayName(advance.received_on)} · {formatPaise(advance.unapplied_paise)} not yet applied
              </span>
              <Button variant="secondary" disabled={apply.isPending} onClick={() => apply.mutate({ receipt: advance.id, invoice, amount_paise: amount })}>
                Apply {formatPaise(amount)} to this invoice
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
