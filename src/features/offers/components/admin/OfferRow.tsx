import { DeleteButton, EditLink, PreviewLink } from '@/components/admin';
import { paths } from '@/config/paths';
import { formatIndiaDateTime } from '@/lib/format';
import type { AdminOffer } from '../../api/fetch-admin-offers';
import { offerState, offerStateLabels, type OfferState } from './offer-state';

const stateTones: Record<OfferState, string> = {
  draft: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  upcoming: 'bg-violet-100 text-violet-900',
  running: 'bg-green-100 text-green-900',
  ended: 'bg-slate-200 text-slate-800',
};

/** A moment as the form takes it: India time, whatever the browser's zone (decision 052). */
const Moment = ({ at }: { at: string }) => <time dateTime={at}>{formatIndiaDateTime(at)}</time>;

type OfferRowProps = {
  offer: AdminOffer;
  canEdit: boolean;
  canDelete: boolean;
  /** While its delete is under way. */
  busy: boolean;
  onDelete: () => void;
};

/**
 * One offer of the admin list: hero image, title, season, its run and its state (a scheduled offer says when visitors
 * see it), a link to its page once visitors can see it, and the role's edit and delete.
 */
export function OfferRow({ offer, canEdit, canDelete, busy, onDelete }: OfferRowProps) {
  const state = offerState(offer);
  const visible = state !== 'draft' && state !== 'scheduled';
  return (
    <li aria-busy={busy || undefined} className={`grid gap-3 p-4 sm:grid-cols-[6rem_1fr_auto] sm:items-center ${busy ? 'opacity-50' : ''}`}>
      <img src={offer.hero_image} alt="" className="h-32 w-full rounded-lg bg-slate-100 object-cover sm:h-16" />
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{offer.title}</h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{offer.season}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTones[state]}`}>
            {offerStateLabels[state]}
            {state === 'scheduled' && <> for <Moment at={offer.published_at} /></>}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Moment at={offer.valid_from} /> to <Moment at={offer.valid_until} />
        </p>
      </div>
      <div className="flex items-center gap-1">
        {visible && <PreviewLink to={paths.offer(offer.slug)} label={`View ${offer.title} on the site`} />}
        {canEdit && <EditLink to={paths.admin.offerEdit(offer.id)} label={`Edit ${offer.title}`} />}
        {canDelete && <DeleteButton label={busy ? `Deleting ${offer.title}` : `Delete ${offer.title}`} disabled={busy} onClick={onDelete} />}
        {busy && <span className="text-xs text-slate-500">Deleting...</span>}
      </div>
    </li>
  );
}
