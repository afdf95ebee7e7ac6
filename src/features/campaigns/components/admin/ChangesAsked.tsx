import { formatDateTime } from '@/lib/format';
import { useCampaignHistory } from '../../api/campaign-history';

/** The client's request for changes, in their words, on the campaign they asked about (docs/decisions/090). */
export function ChangesAsked({ campaign }: { campaign: string }) {
  const history = useCampaignHistory(campaign);
  const asked = history.data?.findLast((event) => event.kind === 'changes_asked');
  if (!asked) return null;
  return (
    <section aria-labelledby="changes-asked" className="rounded-xl border border-violet-200 bg-violet-50 p-4 text-sm text-violet-950 sm:p-6">
      <h2 id="changes-asked" className="text-lg font-semibold">
        {asked.by_name ?? 'The client'} asked for changes
      </h2>
      <p className="text-violet-900">
        <time dateTime={asked.at}>{formatDateTime(asked.at)}</time>
      </p>
      <blockquote className="mt-2 border-l-2 border-violet-300 pl-3 whitespace-pre-line">{asked.note}</blockquote>
      <p className="mt-3">Revise the proposal to send them a new version to accept, or withdraw it. Until then they can still accept this one.</p>
    </section>
  );
}
