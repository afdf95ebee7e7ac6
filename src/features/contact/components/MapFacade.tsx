import { ExternalLink, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { BelowPhoneFoldImage } from '@/components/BelowPhoneFoldImage';
import { addressLine, site } from '@/config/site';

const { lat, lng } = site.geo;
const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.008}%2C${lat - 0.005}%2C${lng + 0.008}%2C${lat + 0.005}&layer=mapnik&marker=${lat}%2C${lng}`;
const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/**
 * A drawn preview of the neighbourhood; the real map (a third-party frame) loads only when the
 * visitor asks for it, so it never slows the page.
 */
export function MapFacade() {
  const [loaded, setLoaded] = useState(false);
  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-stone-100">
        {loaded ? (
          <iframe title={`Map of our office: ${addressLine}`} src={embedUrl} className="aspect-[12/5] min-h-72 w-full border-0" />
        ) : (
          <>
            <BelowPhoneFoldImage
              src="/images/site/contact/map-preview.svg"
              alt={`Street map of our office at ${addressLine}`}
              width={1200}
              height={500}
              className="aspect-[12/5] min-h-72 w-full object-cover"
            />
            <div className="absolute inset-0 flex items-end justify-center p-6 sm:items-center">
              <Button size="lg" onClick={() => setLoaded(true)} className="shadow-lg">
                <MapPinned aria-hidden="true" className="size-5" />
                Show Interactive Map
              </Button>
            </div>
          </>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        The interactive map is provided by OpenStreetMap.{' '}
        <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-800">
          Open in OpenStreetMap
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
