import * as v from 'valibot';
import { isImageUrl, optionalText, requiredText, tooLongMessage } from '@/lib/form-rules';
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

/**
 * The authorities that license hoardings in and around Chennai (docs/decisions/054), as the site form offers them;
 * anything else is typed after 'Other…'.
 */
export const LICENCE_AUTHORITIES = [
  'Greater Chennai Corporation',
  'Tambaram City Municipal Corporation',
  'Avadi City Municipal Corporation',
  'Chennai Metropolitan Development Authority',
] as const;
/** The authority select's value for 'Other…' (never stored: the typed name is). */
export const OTHER_AUTHORITY = 'other';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = (message: string) => v.pipe(v.string(), v.check((text) => text === '' || isoDay.test(text), message));

/** A site's licence as the form hands it to the api: null when the fieldset is left empty (docs/product.md §11). */
export type SiteLicenceInput = { licence_number: string; authority: string; valid_until: string; stability_valid_until: string | null };

/** The licence fields as typed; the limits are the database's (site_licences_number_required, site_licences_authority_required). */
export const licenceFields = v.object({
  number: v.pipe(v.string(), v.trim(), v.maxLength(100, tooLongMessage(100))),
  authority: v.string(),
  other_authority: v.pipe(v.string(), v.trim(), v.maxLength(200, tooLongMessage(200))),
  valid_until: optionalDay('Enter the date the licence is valid until as a full date.'),
  stability_valid_until: optionalDay('Enter the date the stability certificate is valid until as a full date.'),
});

type LicenceFields = v.InferOutput<typeof licenceFields>;

/** What the licence lacks, by field: a number needs its date, dates need a number, 'Other…' needs a name. */
export function licenceGaps(licence: LicenceFields): Partial<Record<keyof LicenceFields, string>> {
  const gaps: Partial<Record<keyof LicenceFields, string>> = {};
  if (licence.number === '') {
    if (licence.valid_until !== '' || licence.stability_valid_until !== '') gaps.number = 'Enter the licence number, or clear the licence dates.';
    return gaps;
  }
  if (licence.valid_until === '') gaps.valid_until = 'Enter the date the licence is valid until: a licence number needs it.';
  if (licence.authority === OTHER_AUTHORITY && licence.other_authority === '') gaps.other_authority = 'Enter the name of the authority that issued the licence.';
  return gaps;
}

/**
 * The 'Licence' fieldset: optional as a whole, but a licence is a number with the day it ends (the table needs
 * both), so one without the other is refused in a sentence on the field that is missing. One check adds every
 * message at once, so they show together, also while the rest of the form has messages of its own.
 */
export const licenceSchema = v.pipe(
  licenceFields,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [key, message] of Object.entries(licenceGaps(dataset.value))) {
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key as keyof LicenceFields] }] });
    }
  }),
  v.transform((licence: LicenceFields): SiteLicenceInput | null =>
    licence.number === ''
      ? null
      : {
          licence_number: licence.number,
          authority: licence.authority === OTHER_AUTHORITY ? licence.other_authority : licence.authority || LICENCE_AUTHORITIES[0],
          valid_until: licence.valid_until,
          stability_valid_until: licence.stability_valid_until || null,
        },
  ),
);

/** The back office's site form: the site's fields and its licence, saved to site_licences after the site. */
export const siteFormSchema = v.object({ ...siteSchema.entries, licence: licenceSchema });

export type SiteWithLicenceFormValues = v.InferInput<typeof siteFormSchema>;
export type SiteWithLicencePayload = v.InferOutput<typeof siteFormSchema>;

type StoredLicence = Omit<SiteLicenceInput, 'stability_valid_until'> & { stability_valid_until: string | null };

/** The licence fields' starting values: empty, or the stored licence (an authority not in the list as 'Other…'). */
export function licenceFormDefaults(licence?: StoredLicence | null): v.InferInput<typeof licenceFields> {
  const listed = !licence || (LICENCE_AUTHORITIES as readonly string[]).includes(licence.authority);
  return {
    number: licence?.licence_number ?? '',
    authority: listed ? (licence?.authority ?? LICENCE_AUTHORITIES[0]) : OTHER_AUTHORITY,
    other_authority: listed ? '' : (licence?.authority ?? ''),
    valid_until: licence?.valid_until ?? '',
    stability_valid_until: licence?.stability_valid_until ?? '',
  };
}
