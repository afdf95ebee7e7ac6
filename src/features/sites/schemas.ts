import * as v from 'valibot';
import { isImageUrl, optionalText, requiredText } from '@/lib/form-rules';
import type { Site } from './api/fetch-sites';
import { formatLabels, lightingLabels } from '@/catalogue/site-labels';

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

/** A transform's refusal of its input: `message` on the field, and no value. */
function refuse<Input>({ addIssue, NEVER }: v.RawTransformContext<Input>, message: string): never {
  addIssue({ message });
  return NEVER;
}

/** `input` read by `read`, which refuses what it cannot read through `refuse`. */
const readAs = <Input extends v.GenericSchema, Output>(
  input: Input,
  read: (value: v.InferOutput<Input>, context: v.RawTransformContext<v.InferOutput<Input>>) => Output,
) => v.pipe(input, v.rawTransform((context: v.RawTransformContext<v.InferOutput<Input>>) => read(context.dataset.value, context)));

/** A select's (or CSV cell's) text as one of `labels`' keys, or `message`. */
const choiceOf = <Key extends string>(labels: Record<Key, string>, message: string) =>
  readAs(v.string(), (text, context): Key => {
    const key = choice(labels, text);
    return key === '' ? refuse(context, message) : key;
  });

type NumberRule = { min: number; max?: number; whole?: boolean };

/** Typed text as a number within the rule, or null when left empty (the caller decides whether that is allowed). */
const numberOrEmpty = (label: string, { min, max, whole = false }: NumberRule) =>
  readAs(v.string(), (text, context): number | null => {
    const trimmed = text.trim().replace(/,/g, '');
    if (trimmed === '') return null;
    const value = Number(trimmed);
    if (Number.isFinite(value) && value >= min && (max === undefined || value <= max) && (!whole || Number.isInteger(value))) return value;
    return refuse(context, `${label} must be ${whole ? 'a whole number' : 'a number'} ${max === undefined ? `of ${min} or more` : `from ${min} to ${max}`}`);
  });

const optionalNumber = numberOrEmpty;
const requiredNumber = (label: string, rule: NumberRule) =>
  readAs(numberOrEmpty(label, rule), (value, context): number => (value !== null ? value : refuse(context, `${label} is required`)));

/** Photo URLs: one per line in the form; in a CSV cell separated by spaces or '|'. */
export function splitPhotos(text: string): string[] {
  return text.split(/[\s|]+/).map((url) => url.trim()).filter(Boolean);
}

export const siteSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.minLength(1, 'Code is required'),
    v.maxLength(30, 'Use at most 30 characters'),
    v.regex(CODE_PATTERN, 'Code must be capital letters and digits in groups joined by dashes, e.g. CHN-OMR-014'),
  ),
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
  photos: v.pipe(
    v.string(),
    v.transform(splitPhotos),
    v.array(
      v.pipe(v.string(), v.maxLength(2048, 'A photo URL can be at most 2048 characters'), v.check(isImageUrl, 'Each photo must be an http(s) URL or a site path')),
    ),
    v.maxLength(MAX_PHOTOS, `Use at most ${MAX_PHOTOS} photos`),
  ),
  published: readAs(v.union([v.boolean(), v.string()]), (value, context): boolean => {
    if (typeof value === 'boolean') return value;
    const text = value.trim().toLowerCase();
    if (['', 'no', 'false', '0', 'n'].includes(text)) return false;
    if (['yes', 'true', '1', 'y'].includes(text)) return true;
    return refuse(context, "Published must be 'yes' or 'no'");
  }),
});

export type SiteFormValues = v.InferInput<typeof siteSchema>;
export type SitePayload = v.InferOutput<typeof siteSchema>;

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

/**
 * A hold or confirmed booking as the bookings form takes it. The days' order is checked even while another
 * field has a message, so all of them show at once.
 */
export const bookingSchema = v.pipe(
  v.object({
    starts_on: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the first day')),
    ends_on: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day')),
    kind: v.picklist(['hold', 'confirmed'], 'Choose hold or confirmed'),
    client_name: requiredText('Client or campaign is required', 200),
    note: optionalText(1000),
  }),
  v.forward(
    v.check((booking) => booking.ends_on >= booking.starts_on, 'The last day cannot be before the first day'),
    ['ends_on'],
  ),
);

export type BookingFormValues = v.InferInput<typeof bookingSchema>;
export type BookingPayload = v.InferOutput<typeof bookingSchema>;
