import { z } from 'zod';
import { isImageUrl, optionalText, requiredText } from '@/lib/form-rules';
import type { Site } from './api/fetch-sites';
import { formatLabels, lightingLabels } from './labels';

/**
 * One site as people type it, in the back-office form and in a CSV row (docs/product.md §11): text in,
 * the row for `sites` out. The limits are the database's (20261124030000_sites_inventory.sql).
 */

/** The box around Chennai the database accepts (sites_latitude_range, sites_longitude_range). */
export const AREA = { minLat: 12.5, maxLat: 13.6, minLng: 79.6, maxLng: 80.6 } as const;
export const CODE_PATTERN = /^[A-Z0-9]{1,10}(-[A-Z0-9]{1,10}){0,4}$/;
export const MAX_PHOTOS = 12;

/** A key or its label, any case ('bus_shelter', 'Bus shelter', 'BUS SHELTER'), as the key; '' for anything else. */
function choice<Key extends string>(labels: Record<Key, string>, text: string): Key | '' {
  const wanted = text.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const keys = Object.keys(labels) as Key[];
  return keys.find((key) => key === wanted || labels[key].toLowerCase().replace(/[\s-]+/g, '_') === wanted) ?? '';
}

/** A select's (or CSV cell's) text as one of `labels`' keys, or `message`. */
const choiceOf = <Key extends string>(labels: Record<Key, string>, message: string) =>
  z.string().transform((text, context) => {
    const key = choice(labels, text);
    if (key === '') {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return key;
  });

type NumberRule = { min: number; max?: number; whole?: boolean };

/** Typed text as a number within the rule, or null when left empty (the caller decides whether that is allowed). */
const numberOrEmpty = (label: string, { min, max, whole = false }: NumberRule) =>
  z.string().transform((text, context): number | null => {
    const trimmed = text.trim().replace(/,/g, '');
    if (trimmed === '') return null;
    const value = Number(trimmed);
    if (Number.isFinite(value) && value >= min && (max === undefined || value <= max) && (!whole || Number.isInteger(value))) return value;
    context.addIssue({ code: 'custom', message: `${label} must be ${whole ? 'a whole number' : 'a number'} ${max === undefined ? `of ${min} or more` : `from ${min} to ${max}`}` });
    return z.NEVER;
  });

const optionalNumber = numberOrEmpty;
const requiredNumber = (label: string, rule: NumberRule) =>
  numberOrEmpty(label, rule).transform((value, context): number => {
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message: `${label} is required` });
    return z.NEVER;
  });

/** Photo URLs: one per line in the form; in a CSV cell separated by spaces or '|'. */
export function splitPhotos(text: string): string[] {
  return text.split(/[\s|]+/).map((url) => url.trim()).filter(Boolean);
}

export const siteSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Code is required')
    .max(30, 'Use at most 30 characters')
    .regex(CODE_PATTERN, 'Code must be capital letters and digits in groups joined by dashes, e.g. CHN-OMR-014'),
  name: requiredText('Name is required', 200),
  locality: requiredText('Locality is required', 100),
  address: optionalText(500),
  latitude: requiredNumber('Latitude', { min: AREA.minLat, max: AREA.maxLat }),
  longitude: requiredNumber('Longitude', { min: AREA.minLng, max: AREA.maxLng }),
  format: choiceOf(formatLabels, 'Choose a format'),
  width_ft: requiredNumber('Width', { min: 0.1, max: 1000 }),
  height_ft: requiredNumber('Height', { min: 0.1, max: 1000 }),
  lighting: choiceOf(lightingLabels, 'Choose the lighting'),
  facing: optionalText(200),
  daily_traffic: optionalNumber('Daily traffic', { min: 0, whole: true }),
  monthly_rate: optionalNumber('Monthly rate', { min: 0, whole: true }),
  photos: z
    .string()
    .transform(splitPhotos)
    .pipe(
      z
        .array(z.string().max(2048, 'A photo URL can be at most 2048 characters').refine(isImageUrl, 'Each photo must be an http(s) URL or a site path'))
        .max(MAX_PHOTOS, `Use at most ${MAX_PHOTOS} photos`),
    ),
  published: z.union([z.boolean(), z.string()]).transform((value, context) => {
    if (typeof value === 'boolean') return value;
    const text = value.trim().toLowerCase();
    if (['', 'no', 'false', '0', 'n'].includes(text)) return false;
    if (['yes', 'true', '1', 'y'].includes(text)) return true;
    context.addIssue({ code: 'custom', message: "Published must be 'yes' or 'no'" });
    return z.NEVER;
  }),
});

export type SiteFormValues = z.input<typeof siteSchema>;
export type SitePayload = z.output<typeof siteSchema>;

/** The form's starting values: empty for a new site, the stored ones when editing. */
export function siteFormDefaults(site?: Site): SiteFormValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    code: site?.code ?? '',
    name: site?.name ?? '',
    locality: site?.locality ?? '',
    address: site?.address ?? '',
    latitude: text(site?.latitude),
    longitude: text(site?.longitude),
    format: site?.format ?? '',
    width_ft: text(site?.width_ft),
    height_ft: text(site?.height_ft),
    lighting: site?.lighting ?? '',
    facing: site?.facing ?? '',
    daily_traffic: text(site?.daily_traffic),
    monthly_rate: text(site?.monthly_rate),
    photos: (site?.photos ?? []).join('\n'),
    published: site?.published ?? false,
  };
}

/** A hold or confirmed booking as the bookings form takes it. */
export const bookingSchema = z
  .object({
    starts_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the first day'),
    ends_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day'),
    kind: z.enum(['hold', 'confirmed'], { error: 'Choose hold or confirmed' }),
    client_name: requiredText('Client or campaign is required', 200),
    note: optionalText(1000),
  })
  .refine((booking) => booking.ends_on >= booking.starts_on, { path: ['ends_on'], message: 'The last day cannot be before the first day' });

export type BookingFormValues = z.input<typeof bookingSchema>;
export type BookingPayload = z.output<typeof bookingSchema>;
