import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { nextOffer, offerDay, runningOffer, type PublicOffer } from '@/features/offers';

type OfferEndedNoticeProps = { offer: PublicOffer; offers: PublicOffer[]; now: number };

const linkClass =
  'inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Where the countdown was: the offer is over, what runs now or comes next, and the way to ask for a plan anyway. */
export function OfferEndedNotice({ offer, offers, now }: OfferEndedNoticeProps) {
  const others = offers.filter((other) => other.id !== offer.id);
  const running = runningOffer(others, now);
  const next = nextOffer(others, now);
  return (
    <div className="rounded-2xl bg-white/10 px-5 py-6 ring-1 ring-white/20 backdrop-blur">
      <p role="status" className="text-2xl font-bold">
        This offer has ended
      </p>
      <p className="mt-2 text-rose-50">It ran till {offerDay(offer.valid_until)}.</p>
      {!running && next && (
        <p className="mt-2 text-rose-50">
          Our next offer, {next.title}, starts on {offerDay(next.valid_from)}.
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {running && (
          <Link to={paths.offer(running.slug)} className={linkClass}>
            See the {running.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        {!running && next && (
          <Link to={paths.offer(next.slug)} className={linkClass}>
            See the {next.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        <Link to={paths.contact} className={linkClass}>
          Ask us for a campaign plan
        </Link>
      </div>
    </div>
  );
}
