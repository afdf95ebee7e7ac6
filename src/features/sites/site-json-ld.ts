import { absoluteUrl } from '@/lib/seo';
import type { Site } from './api/fetch-sites';
import { formatLabel, lightingLabel } from '@/catalogue/site-labels';

/**
 * A site for search engines: schema.org Place with its address, coordinates, photos and facts, and an
 * Offer with the monthly rate when the agency publishes one.
 */
export function siteJsonLd(site: Site, path: string): Record<string, unknown> {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': `${url}#site`,
    name: `${site.name} (${site.code})`,
    url,
    description: siteDescription(site),
    address: { '@type': 'PostalAddress', streetAddress: site.address ?? site.locality, addressLocality: 'Chennai', addressRegion: 'Tamil Nadu', addressCountry: 'IN' },
    geo: { '@type': 'GeoCoordinates', latitude: site.latitude, longitude: site.longitude },
    ...(site.photos.length ? { image: site.photos.map((photo) => absoluteUrl(photo)) } : {}),
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Format', value: formatLabel(site.format) },
      { '@type': 'PropertyValue', name: 'Lighting', value: lightingLabel(site.lighting) },
      { '@type': 'PropertyValue', name: 'Width', value: site.width_ft, unitText: 'ft' },
      { '@type': 'PropertyValue', name: 'Height', value: site.height_ft, unitText: 'ft' },
      ...(site.daily_traffic === null ? [] : [{ '@type': 'PropertyValue', name: 'Daily traffic', value: site.daily_traffic }]),
    ],
    ...(site.monthly_rate === null
      ? {}
      : { makesOffer: { '@type': 'Offer', price: site.monthly_rate, priceCurrency: 'INR', description: 'Monthly rate before GST' } }),
  };
}

/** One sentence for the page's description and share card. */
export function siteDescription(site: Site): string {
  const size = `${site.width_ft} × ${site.height_ft} ft`;
  return `${formatLabel(site.format)} (${lightingLabel(site.lighting).toLowerCase()}, ${size}) at ${site.address ?? site.locality}, Chennai. Photos, traffic, rate and the dates it is free.`;
}
