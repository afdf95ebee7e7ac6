import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/Link';
import { ButtonLink } from '@/components/Button';
import { PageLoadError } from '@/components/PageLoadError';
import { loadFailure } from '@/lib/load-failure';
import { PageMeta } from '@/components/PageMeta';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { lazyIsland } from '@/components/lazyIsland';
import { JsonLd } from '@/components/seo/JsonLd';
import { paths } from '@/config/paths';
import { useSite } from '../api/fetch-site';
import type { Site } from '../api/fetch-sites';
import { useSiteAvailability } from '../api/fetch-taken-dates';
import { freeRange, readFilters } from '../filters';
import { formatLabel, lightingLabel, rateText, sizeText, trafficText } from '@/catalogue/site-labels';
import { planSite } from '../plan/plan-store';
import { siteDescription, siteJsonLd } from '../site-json-ld';
import { AddToPlanButton } from './AddToPlanButton';
import { LazyMap } from './map/LazyMap';
import { PlanLink } from './PlanLink';

/** Six months of bars at the foot of the page: hydrated apart, so the photos and facts do not wait for it. */
const AvailabilityStrip = lazyIsland(() => import('./AvailabilityStrip').then((module) => module.AvailabilityStrip));

/** A site's page at /sites/{code} (docs/product.md §11): photos, facts, a small map and six months of availability. */
export function SiteView({ code }: { code: string }) {
  const site = useSite(code);
  const error = loadFailure(site);
  if (error) return <PageLoadError title="Error Loading Site" error={error} />;
  if (site.isPending) return <p className="mx-auto max-w-7xl px-4 py-24 text-slate-700">Loading site...</p>;
  if (!site.data) return <SiteNotFound />;
  return <SiteDetails site={site.data} />;
}

function SiteNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Site Not Found" description="This site is not in our inventory." noindex />
      <h1 className="text-3xl font-bold text-slate-900">Site Not Found</h1>
      <p className="mt-3 text-slate-700">This site is not in our inventory any more, or its address is mistyped.</p>
      <ButtonLink to={paths.sites} className="mt-8">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to all sites
      </ButtonLink>
    </section>
  );
}

function SiteDetails({ site }: { site: Site }) {
  const availability = useSiteAvailability(site.code);
  // Opened from a 'free between' search: 'Add to plan' keeps those dates.
  const [params] = useSearchParams();
  const searched = freeRange(readFilters(params));
  const path = paths.site(site.code);
  const facts: Array<[string, string | null]> = [
    ['Site code', site.code],
    ['Locality', site.locality],
    ['Address', site.address],
    ['Format', formatLabel(site.format)],
    ['Size', sizeText(site)],
    ['Lighting', lightingLabel(site.lighting)],
    ['Facing', site.facing],
    ['Estimated traffic', trafficText(site.daily_traffic)],
    ['Monthly rate', rateText(site.monthly_rate) + (site.monthly_rate === null ? '' : ' + GST')],
    ['Coordinates', `${site.latitude.toFixed(5)}, ${site.longitude.toFixed(5)}`],
  ];
  return (
    <>
      <PageMeta title={`${site.name} (${site.code})`} description={siteDescription(site)} image={site.photos[0]} path={path} />
      <JsonLd data={siteJsonLd(site, path)} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
          <Link to={paths.sites} className="font-medium text-brand-700 hover:text-brand-800">
            Our Sites
          </Link>{' '}
          / {site.code}
        </nav>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{site.name}</h1>
            <p className="mt-2 text-lg text-slate-700">
              {formatLabel(site.format)} in {site.locality} · {rateText(site.monthly_rate)}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <AddToPlanButton site={planSite(site)} dates={searched} />
            <PlanLink />
          </div>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-3">
            {site.photos.map((photo, index) => (
              <ResponsiveImage
                key={photo}
                src={photo}
                alt={`${site.name}, photo ${index + 1} of ${site.photos.length}`}
                width={800}
                height={500}
                priority={index === 0}
                sizes="(min-width: 1024px) 60vw, 100vw"
                className="aspect-[8/5] w-full rounded-xl object-cover"
              />
            ))}
          </div>
          <div className="space-y-6 lg:col-span-2">
            <section aria-labelledby="site-facts">
              <h2 id="site-facts" className="text-xl font-semibold text-slate-900">
                Facts
              </h2>
              <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
                {facts
                  .filter((fact): fact is [string, string] => fact[1] !== null)
                  .map(([label, value]) => (
                    <div key={label} className="grid grid-cols-[9rem_1fr] gap-3 px-4 py-2.5 text-sm">
                      <dt className="font-medium text-slate-700">{label}</dt>
                      <dd className="text-slate-900">{value}</dd>
                    </div>
                  ))}
              </dl>
            </section>
            <section aria-labelledby="site-map">
              <h2 id="site-map" className="text-xl font-semibold text-slate-900">
                Location
              </h2>
              <LazyMap className="mt-3 h-64" single label={`Map of ${site.name}`} markers={[site]} />
            </section>
          </div>
        </div>
        <section aria-labelledby="site-availability" className="mt-10">
          <h2 id="site-availability" className="text-xl font-semibold text-slate-900">
            Availability, next 6 months
          </h2>
          <div className="mt-4">
            {availability.data ? (
              <AvailabilityStrip from={availability.data.from} taken={availability.data.taken} />
            ) : (
              <p className="text-slate-700">{availability.error ? 'Availability could not be loaded. Please try again later.' : 'Loading availability...'}</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
