import { MapPin } from 'lucide-react';
import { Link } from '@/components/Link';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { paths } from '@/config/paths';
import type { Site } from '../api/fetch-sites';
import { formatLabel, lightingLabel, rateText, sizeText } from '@/catalogue/site-labels';
import { planSite, type PlanDates } from '../plan/plan-store';
import { AddToPlanButton } from './AddToPlanButton';

/**
 * One site in the inventory list: photo, name, place, format, size, rate, its page and 'Add to plan'. With the
 * dates of a 'free between' search, the plan gets the site for those dates and its page opens on them.
 */
export function SiteCard({ site, dates, headingLevel = 'h3' }: { site: Site; dates?: PlanDates | null; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const photo = site.photos[0];
  return (
    <article aria-label={site.name} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {photo ? (
        <ResponsiveImage src={photo} alt={`${site.name}, ${site.locality}`} width={400} height={250} className="aspect-[8/5] w-full object-cover" />
      ) : (
        <div className="aspect-[8/5] w-full bg-slate-100" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{site.code}</p>
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={dates ? `${paths.site(site.code)}?from=${dates.from}&to=${dates.to}` : paths.site(site.code)} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
            {site.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 text-brand-700" />
          {site.locality}
        </p>
        <p className="text-sm text-slate-700">
          {formatLabel(site.format)} · {lightingLabel(site.lighting)} · {sizeText(site)}
        </p>
        <p className="mt-auto pt-2 font-semibold text-slate-900">{rateText(site.monthly_rate)}</p>
        <AddToPlanButton site={planSite(site)} dates={dates} />
      </div>
    </article>
  );
}
