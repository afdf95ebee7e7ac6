import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { today } from '@/lib/calendar-days';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import type { CampaignWithLines } from '../../api/campaign-types';
import { useHoldProposalAgain } from '../../api/hold-again';

/** The statuses whose lines hold their sites for the client: sent, and answered with a request for changes. */
const HOLDING = new Set(['sent', 'changes_asked']);

/** The codes of the lines whose hold has lapsed (or was tidied away), seen at `now`. */
export function lapsedLines(campaign: CampaignWithLines, now = Date.now()): string[] {
  return campaign.campaign_lines
    .filter(({ booking }) => !booking || (booking.kind === 'hold' && (!booking.expires_at || Date.parse(booking.expires_at) <= now)))
    .map((line) => line.site?.code ?? line.site_id);
}

/**
 * A sent proposal still valid whose holds lapsed (docs/decisions/090): another client can take those days while the
 * client decides, so sales are told, with 'Hold again'.
 */
export function LapsedHolds({ campaign }: { campaign: CampaignWithLines }) {
  const holdAgain = useHoldProposalAgain();
  const lapsed = lapsedLines(campaign);
  const stillValid = campaign.valid_until !== null && campaign.valid_until >= today();
  const answer = holdAgain.data;
  if (!HOLDING.has(campaign.status) || !stillValid || (lapsed.length === 0 && !answer)) return null;
  return (
    <section aria-labelledby="lapsed-holds" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-6">
      <h2 id="lapsed-holds" className="text-lg font-semibold">
        {lapsed.length > 0 ? 'Holds have lapsed' : 'Sites held again'}
      </h2>
      {lapsed.length > 0 && (
        <p>
          The holds on {lapsed.join(', ')} have lapsed, though the proposal is valid until {formatDate(campaign.valid_until ?? '')}: another client can book those
          days meanwhile.
        </p>
      )}
      {answer && (
        <ul className="list-disc space-y-1 pl-5">
          {answer.map((line) => (
            <li key={line.code}>{line.held ? `${line.code}: held again.` : `${line.code}: not held. ${line.reason ?? ''}`}</li>
          ))}
        </ul>
      )}
      {holdAgain.isError && <FormAlert tone="error" title="The sites were not held">{describeDbError(holdAgain.error)}</FormAlert>}
      {lapsed.length > 0 && (
        <Button disabled={holdAgain.isPending} aria-busy={holdAgain.isPending || undefined} onClick={() => holdAgain.mutate(campaign.id)}>
          <CalendarClock aria-hidden="true" className="size-4" />
          {holdAgain.isPending ? 'Holding...' : 'Hold again'}
        </Button>
      )}
    </section>
  );
}
