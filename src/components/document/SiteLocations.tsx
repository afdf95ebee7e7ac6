import { ExternalLink } from 'lucide-react';
import { mapsHref } from '@/lib/maps';

/** A site as a document lists where it is. */
export type SiteLocation = { code: string; name: string; locality: string; latitude: number; longitude: number };

/**
 * Where the sites are: each with a link to Google Maps at its coordinates (the inventory's map is not part of
 * the sites feature's public entry). Left out of the printed copy, where each site's address says it. Shared by the
 * documents a client opens from a link: the proposal and the proof report.
 */
export function SiteLocations({ lines }: { lines: SiteLocation[] }) {
  return (
    <section aria-labelledby="document-map" className="mt-10" data-print-hide>
      <h2 id="document-map" className="text-2xl font-semibold text-slate-900">
        Where the sites are
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {lines.map((line) => (
          <li key={line.code} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="font-mono font-semibold text-slate-900">{line.code}</span> {line.name}, {line.locality}
              <span className="block text-slate-600">
                {line.latitude.toFixed(5)}, {line.longitude.toFixed(5)}
              </span>
            </span>
            {/* noreferrer: the page's address holds the client's key, which no other site should be sent. */}
            <a href={mapsHref(line)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800">
              Open in Maps
              <span className="sr-only">: {line.code} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
