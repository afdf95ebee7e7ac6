/** The words the inventory, the back office and a proposal use for a site's format, lighting, size and traffic; the database stores the keys (docs/product.md §11). */
import { formatIndianNumber, formatRupees } from '@/lib/numbers';

export type SiteFormat = 'hoarding' | 'unipole' | 'gantry' | 'bus_shelter' | 'pole_kiosk' | 'mall_screen' | 'digital_screen' | 'other';
export type SiteLighting = 'non_lit' | 'front_lit' | 'back_lit' | 'digital';

export const formatLabels: Record<SiteFormat, string> = {
  hoarding: 'Hoarding',
  unipole: 'Unipole',
  gantry: 'Gantry',
  bus_shelter: 'Bus shelter',
  pole_kiosk: 'Pole kiosk',
  mall_screen: 'Mall screen',
  digital_screen: 'Digital screen',
  other: 'Other',
};

export const lightingLabels: Record<SiteLighting, string> = {
  non_lit: 'Non-lit',
  front_lit: 'Front-lit',
  back_lit: 'Back-lit',
  digital: 'Digital',
};

export const formatLabel = (format: string): string => formatLabels[format as SiteFormat] ?? format;
export const lightingLabel = (lighting: string): string => lightingLabels[lighting as SiteLighting] ?? lighting;


/** '₹1,50,000 a month', or 'Rate on request' for a site without a published rate. */
export function rateText(monthlyRate: number | null): string {
  return monthlyRate === null ? 'Rate on request' : `${formatRupees(monthlyRate)} a month`;
}

/** '40 × 20 ft (800 sq ft)'. */
export function sizeText(site: { width_ft: number; height_ft: number; area_sqft: number | null }): string {
  const area = site.area_sqft ?? site.width_ft * site.height_ft;
  return `${site.width_ft} × ${site.height_ft} ft (${formatIndianNumber(area)} sq ft)`;
}

/** '1,85,000 a day', or null when the agency has no figure. */
export function trafficText(dailyTraffic: number | null): string | null {
  return dailyTraffic === null ? null : `${formatIndianNumber(dailyTraffic)} a day`;
}
