import { CircleCheck, Clock } from 'lucide-react';
import { Fact } from '@/components/document/Fact';
import { PrintButton } from '@/components/document/PrintButton';
import { Letterhead } from '@/components/document/Letterhead';
import { SiteLocations } from '@/components/document/SiteLocations';
import { SHOT_TEXT } from '@/catalogue/proof-shots';
import { formatLabel } from '@/catalogue/site-labels';
import { indiaMomentName, rangeName } from '@/lib/day-names';
import type { ProofPhoto, ProofReport, ProofSite } from '../types';

/** How far from the site a photo was taken, or that the phone gave no location. */
export function distanceText(distance: number | null): string {
  if (distance === null) return 'No location from the phone';
  return distance < 1000 ? `${distance} m from the site` : `${(distance / 1000).toFixed(1)} km from the site`;
}

type Props = { report: NonNullable<ProofReport> };

/**
 * The proof report as a document (docs/product.md §14): the agency's letterhead, the campaign, each site with its
 * approved photos (each with the time our server received it and its distance from the site), where the sites are.
 * Prints on A4 like a proposal (src/index.css): photos at once, never lazily, so the printed copy has them all.
 */
export function ProofReportDocument({ report }: Props) {
  const approved = report.sites.filter((site) => site.approved_at).length;
  return (
    <article data-print-page data-print-document aria-labelledby="report-heading" className="mx-auto max-w-5xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <Letterhead agency={report.agency} />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="report-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl print:text-2xl">
            Proof of display {report.reference}
          </h1>
          <p className="mt-2 text-xl text-slate-800 print:text-lg">{report.title}</p>
          {report.customer && <p className="mt-1 text-slate-700">For {report.customer}</p>}
        </div>
        <PrintButton />
      </header>
      <p className={`mt-6 flex items-start gap-2 rounded-lg border p-4 ${report.complete ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}>
        {report.complete ? <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
        <span>
          {report.complete
            ? `Every site is up: ${report.sites.length === 1 ? 'its photos are' : `the photos of all ${report.sites.length} sites are`} checked and approved.`
            : `${approved} of ${report.sites.length} sites checked and approved so far; the others follow as they are mounted.`}{' '}
          Times are when our server received each photo (India time), not the phone's clock.
        </span>
      </p>
      <section aria-labelledby="report-sites" className="mt-10">
        <h2 id="report-sites" className="text-2xl font-semibold text-slate-900 print:text-xl">
          {report.sites.length === 1 ? 'The site' : `The sites (${report.sites.length})`}
        </h2>
        <ul className="mt-4 space-y-6 print:space-y-4">
          {report.sites.map((site) => (
            <SiteProof key={site.code} site={site} />
          ))}
        </ul>
      </section>
      <SiteLocations lines={report.sites} />
    </article>
  );
}

function SiteProof({ site }: { site: ProofSite }) {
  const headingId = `report-site-${site.code}`;
  return (
    <li className="break-inside-avoid rounded-xl border border-slate-200 p-4 print:rounded-none print:border-x-0 print:border-b-0 print:px-0">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <span className="font-mono text-base text-brand-800">{site.code}</span> · {site.name}
        </h3>
        <dl className="mt-2 divide-y divide-slate-100">
          <Fact label="Locality">{site.locality}</Fact>
          <Fact label="Address">{site.address}</Fact>
          <Fact label="Format">{formatLabel(site.format)}</Fact>
          <Fact label="Dates">{rangeName(site.starts_on, site.ends_on)}</Fact>
          <Fact label="Approved">{site.approved_at ? indiaMomentName(site.approved_at) : 'Awaiting its photos'}</Fact>
        </dl>
        {site.photos.length > 0 && (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
            {site.photos.map((photo) => (
              <ProofPhotoFigure key={photo.shot} photo={photo} site={site} />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/** A proof photo shown whole, never cropped (a portrait shot too): the client sees all the camera saw, on screen and on paper. */
function ProofPhotoFigure({ photo, site }: { photo: ProofPhoto; site: ProofSite }) {
  return (
    <li className="break-inside-avoid">
      <figure>
        {photo.url ? (
          <img src={photo.url} alt={`${SHOT_TEXT[photo.shot].name}: ${site.code}, ${site.name}`} width={640} height={480} className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-contain" />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600">The photo could not be loaded</div>
        )}
        <figcaption className="mt-2 text-sm text-slate-800">
          <strong>{SHOT_TEXT[photo.shot].name}</strong>
          <br />
          Received {indiaMomentName(photo.taken_at)} · {distanceText(photo.distance_m)}
        </figcaption>
      </figure>
    </li>
  );
}
