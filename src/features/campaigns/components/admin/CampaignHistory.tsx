import { LoadingText } from '@/components/admin';
import { WhatsAppSends } from '@/features/whatsapp/admin';
import { formatDateTime } from '@/lib/format';
import { useCampaignHistory, type CampaignEvent } from '../../api/campaign-history';

/** Each step in words: who took it, and a version's number (docs/decisions/088, 090); an e-mail's note is its whole sentence (092); the PO, the advance and the confirmation say what came (114). */
const stepWords: Record<string, (by: string, note: string | null) => string> = {
  sent: (by, version) => `Sent${version ? ` (${version.toLowerCase()})` : ''}${by ? ` by ${by}` : ''}`,
  viewed: () => 'Opened by the client',
  changes_asked: (by) => `Changes asked by the client${by ? `: ${by}` : ''}`,
  revised: (by, version) => `Revised${by ? ` by ${by}` : ''}: ${version ? version.toLowerCase() : 'a new version'} is a draft to send`,
  withdrawn: (by) => `Withdrawn${by ? ` by ${by}` : ''}: its link stopped working and it became a draft again`,
  accepted: (by) => `Accepted by the client${by ? `: ${by}` : ''}`,
  emailed: (by, note) => `${note ?? 'E-mailed.'}${by ? ` Sent by ${by}.` : ''}`,
  cancelled: (by) => `Cancelled${by ? ` by ${by}` : ''}`,
  purchase_order: (by, note) => `The client's purchase order noted${by ? ` by ${by}` : ''}: ${note ?? ''}`,
  advance: (by, note) => `Advance ${note ?? 'received'}${by ? `, recorded by ${by}` : ''}`,
  confirmed: (by, note) => `Confirmed${by ? ` by ${by}` : ''}: ${note ?? 'every site is booked'}`,
};

/** The steps whose note is someone's own words (the client's request, a cancellation's reason), shown as a quote. */
const quoted = new Set(['changes_asked', 'cancelled']);

const stepText = (event: CampaignEvent) => (stepWords[event.kind] ?? ((by: string) => `${event.kind}${by ? ` by ${by}` : ''}`))(event.by_name ?? '', event.note);

/** A campaign's history, oldest first: sent, e-mailed, opened, changes asked, revised, withdrawn, accepted, cancelled with why. */
export function CampaignHistory({ campaign }: { campaign: string }) {
  const history = useCampaignHistory(campaign);
  return (
    <section aria-labelledby="campaign-history" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="campaign-history" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {history.isPending && <LoadingText />}
      {history.isError && <p className="mt-2 text-sm text-rose-800">The history could not be read. Reload the page to try again.</p>}
      {history.data && history.data.length === 0 && <p className="mt-2 text-sm text-slate-600">Nothing yet: the history starts when the proposal is sent.</p>}
      {history.data && history.data.length > 0 && (
        <ol className="mt-3 space-y-3 text-sm">
          {history.data.map((event) => (
            <li key={event.id} className="border-l-2 border-slate-200 pl-3">
              <p className="font-medium text-slate-900">{stepText(event)}</p>
              <p className="text-slate-600">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {event.note && quoted.has(event.kind) && <p className="mt-1 whitespace-pre-line text-slate-800">“{event.note}”</p>}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4">
        <WhatsAppSends on={{ campaign }} />
      </div>
    </section>
  );
}
