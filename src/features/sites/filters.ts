/**
 * The public inventory's filters and sort, kept in the address (`/sites?locality=OMR&from=2027-01-01&to=…`)
 * so a filtered view can be shared (docs/product.md §11). Pure: read from and written to URLSearchParams.
 */

export const SORTS = {
  recommended: 'Recommended',
  'rate-asc': 'Rate: low to high',
  'rate-desc': 'Rate: high to low',
  'size-desc': 'Size: largest first',
  'traffic-desc': 'Traffic: busiest first',
} as const;
export type SiteSort = keyof typeof SORTS;

/** Monthly rate bands in rupees; `max` absent is open-ended. Sites with 'rate on request' match no band. */
export const RATE_BANDS = {
  'under-1l': { label: 'Up to ₹1,00,000', min: 0, max: 100_000 },
  '1l-2l': { label: '₹1,00,000 to ₹2,00,000', min: 100_000, max: 200_000 },
  'over-2l': { label: 'Over ₹2,00,000', min: 200_000, max: undefined },
} as const;
export type RateBand = keyof typeof RATE_BANDS;

export const MIN_AREAS = [100, 300, 600, 800] as const;

export type SiteFilters = {
  locality: string;
  format: string;
  lighting: string;
  /** Square feet; 0 = any size. */
  minArea: number;
  rate: RateBand | '';
  /** 'Free between' from and to, ISO dates; both or neither take effect. */
  from: string;
  to: string;
  sort: SiteSort;
  page: number;
};

export const NO_FILTERS: SiteFilters = { locality: '', format: '', lighting: '', minArea: 0, rate: '', from: '', to: '', sort: 'recommended', page: 1 };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

/** The filters an address asks for; anything unknown or malformed counts as not set. */
export function readFilters(params: URLSearchParams): SiteFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const minArea = Number(text('minArea'));
  const rate = text('rate');
  const sort = text('sort');
  const page = Number.parseInt(text('page'), 10);
  return {
    locality: text('locality').slice(0, 100),
    format: text('format'),
    lighting: text('lighting'),
    minArea: Number.isFinite(minArea) && minArea > 0 ? minArea : 0,
    rate: Object.hasOwn(RATE_BANDS, rate) ? (rate as RateBand) : '',
    from: isDate(text('from')) ? text('from') : '',
    to: isDate(text('to')) ? text('to') : '',
    sort: Object.hasOwn(SORTS, sort) ? (sort as SiteSort) : 'recommended',
    page: page > 1 ? page : 1,
  };
}

/** The address parameters of `filters`, defaults left out so a plain /sites stays plain. */
export function writeFilters(filters: SiteFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string]> = [
    ['locality', filters.locality],
    ['format', filters.format],
    ['lighting', filters.lighting],
    ['minArea', filters.minArea ? String(filters.minArea) : ''],
    ['rate', filters.rate],
    ['from', filters.from],
    ['to', filters.to],
    ['sort', filters.sort === 'recommended' ? '' : filters.sort],
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ];
  for (const [name, value] of entries) if (value) params.set(name, value);
  return params;
}

/** The 'free between' range when both dates are set and in order; otherwise null (no availability filter). */
export function freeRange(filters: Pick<SiteFilters, 'from' | 'to'>): { from: string; to: string } | null {
  return filters.from && filters.to && filters.from <= filters.to ? { from: filters.from, to: filters.to } : null;
}

/** What the filters say is wrong, in one sentence, or null. */
export function filtersProblem(filters: Pick<SiteFilters, 'from' | 'to'>): string | null {
  if ((filters.from && !filters.to) || (!filters.from && filters.to)) return "Choose both dates to see the sites free between them.";
  if (filters.from && filters.to && filters.from > filters.to) return "The 'to' date is before the 'from' date: choose a 'to' date on or after it.";
  return null;
}

/** How many filters narrow the list (sort and page are not filters). */
export function activeFilterCount(filters: SiteFilters): number {
  return [filters.locality, filters.format, filters.lighting, filters.minArea, filters.rate, freeRange(filters)].filter(Boolean).length;
}
