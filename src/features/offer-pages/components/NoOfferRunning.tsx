import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import { lastEndedOffer, nextOffer, offerDay, type PublicOffer } from '@/features/offers';
import { FestivalContact } from './FestivalContact';

/** The festival page when no offer runs: the last one has ended, the next one if announced, and the way to /contact. */
export function NoOfferRunning({ offers, now }: { offers: PublicOffer[]; now: number }) {
  const last = lastEndedOffer(offers, now);
  const next = nextOffer(offers, now);
  return (
    <>
      <PageMeta title="Festival Offers" description="Seasonal outdoor advertising offers in Chennai. Our last offer has ended; ask us for a campaign plan and price." path={paths.festival} />
      <section className="bg-rose-950 text-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Our last offer has ended</h1>
          {last && (
            <p className="mt-5 text-lg text-rose-50">
              The {last.title} ended on {offerDay(last.valid_until)}.
            </p>
          )}
          {next ? (
            <p className="mt-3 text-lg text-rose-50">
              Our next offer, {next.title}, starts on {offerDay(next.valid_from)}.
            </p>
          ) : (
            <p className="mt-3 text-lg text-rose-50">No new offer is announced yet.</p>
          )}
          <p className="mt-3 text-lg text-rose-50">Planning a campaign now? Tell us your dates and areas, and we will send a plan and a price.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {next && (
              <ButtonLink to={paths.offer(next.slug)} variant="light" size="lg">
                See the {next.title}
              </ButtonLink>
            )}
            <ButtonLink to={paths.contact} size="lg">
              Contact Us
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </section>
      <FestivalContact />
    </>
  );
}
