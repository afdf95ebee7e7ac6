import * as v from 'valibot';
import { imageUrl, requiredText } from '@/lib/form-rules';
import { INDIA_OFFSET, indiaDayAndTime } from '@/lib/india-time';
import { publishingDefaults, withPublishMoment } from '@/lib/publishing';
import { publishingFormFields } from '@/lib/publishing-form';
import { SLUG_PATTERN } from '@/lib/slug';
import type { Offer, OfferPackage } from './types';

/**
 * The offer form (docs/product.md §2, Offer form): its inputs in, the `offers` row to save out. The limits are the
 * table's (supabase/migrations/20261126001500_offers.sql), so the form refuses what the database would, in the same
 * sentences the database's refusals are shown in (`offerRefusals`).
 */

export const MAX_PACKAGES = 6;
export const MAX_FEATURES = 15;
const MAX_PRICE = 100_000_000;

export const OFFER_ENDS_BEFORE_START = 'The offer ends before it starts';
export const OFFER_PRICE_ABOVE_ORIGINAL = 'The offer price is above the original price';
export const NO_PACKAGE = 'Add at least one package';
export const TOO_MANY_PACKAGES = `An offer has at most ${MAX_PACKAGES} packages`;
export const DUPLICATE_PACKAGE_NAMES = 'Two packages have the same name: give each package its own name';
export const SEVERAL_MOST_POPULAR = 'Only one package can be the most popular';
export const SLUG_FORMAT = 'Use lowercase letters and numbers joined by single hyphens, e.g. pongal-2027';
const SLUG_TAKEN = 'Another offer already has this slug: choose another one';
const PACKAGE_INVALID = 'A package is incomplete or over a limit: check each name, price, duration and feature';

/** The slug a title suggests while nobody has edited the slug: 'Pongal & Tamil New Year 2027' → 'pongal-tamil-new-year-2027'. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

/** Whole rupees from 1 to 10 crore, typed in a number field. */
function rupees(label: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.check((text) => !text || /^\d+$/.test(text), `${label} must be whole rupees`),
    v.transform(Number),
    v.minValue(1, `${label} must be at least ₹1`),
    v.maxValue(MAX_PRICE, `${label} must be at most ₹10,00,00,000`),
  );
}

/** The features textarea, one a line: blank lines dropped. */
export const splitLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const offerPackageFields = v.object({
  name: requiredText('Package name is required', 80),
  original_price: rupees('Original price'),
  offer_price: rupees('Offer price'),
  duration: requiredText('Duration is required', 40),
  features: v.pipe(
    v.string(),
    v.transform(splitLines),
    v.minLength(1, 'Add at least one feature'),
    v.maxLength(MAX_FEATURES, `Use at most ${MAX_FEATURES} features`),
    v.check((features) => features.every((feature) => feature.length <= 200), 'Keep each feature to at most 200 characters'),
  ),
  popular: v.boolean(),
});

const packageSchema = v.pipe(
  offerPackageFields,
  v.forward(
    v.partialCheck([['original_price'], ['offer_price']], (item) => item.offer_price <= item.original_price, OFFER_PRICE_ABOVE_ORIGINAL),
    ['offer_price'],
  ),
);

const sameName = (name: string) => name.trim().toLowerCase();

const packagesSchema = v.pipe(
  v.array(packageSchema),
  v.minLength(1, NO_PACKAGE),
  v.maxLength(MAX_PACKAGES, TOO_MANY_PACKAGES),
  v.partialCheck([['$', 'name']], (items) => new Set(items.map((item) => sameName(item.name))).size === items.length, DUPLICATE_PACKAGE_NAMES),
  v.partialCheck([['$', 'popular']], (items) => items.filter((item) => item.popular).length <= 1, SEVERAL_MOST_POPULAR),
);

const day = (message: string) =>
  v.pipe(
    v.string(),
    v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message),
  );
const clock = (message: string) => v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, message));

/** A date and a time typed as India time (decision 052), in milliseconds: NaN while either is not typed yet. */
const indiaTime = (date: string, time: string) => Date.parse(`${date}T${time}:00${INDIA_OFFSET}`);
const indiaMoment = (date: string, time: string) => new Date(indiaTime(date, time)).toISOString();

/**
 * When the offer runs: dates and times typed as India time, out as two moments. Its own object, so the end is checked
 * against the start as soon as both are typed: the form's resolver stops an object's checks at its first wrong field.
 */
const runFields = v.pipe(
  v.object({
    valid_from: day('Start date is required'),
    valid_from_time: clock('Start time is required'),
    valid_until: day('End date is required'),
    valid_until_time: clock('End time is required'),
  }),
  v.forward(
    v.check((run) => !(indiaTime(run.valid_until, run.valid_until_time) <= indiaTime(run.valid_from, run.valid_from_time)), OFFER_ENDS_BEFORE_START),
    ['valid_until'],
  ),
  v.transform((run) => ({ valid_from: indiaMoment(run.valid_from, run.valid_from_time), valid_until: indiaMoment(run.valid_until, run.valid_until_time) })),
);

/** The form's fields; their names are the table's columns where they are one (the limits test reads them). */
export const offerFields = v.object({
  title: requiredText('Title is required', 120),
  // An empty slug already has its 'required' message; don't add a second one.
  slug: v.pipe(requiredText('Slug is required', 80), v.check((value) => !value || SLUG_PATTERN.test(value), SLUG_FORMAT)),
  season: requiredText('Season is required', 80),
  lead: requiredText('Lead text is required', 500),
  hero_image: imageUrl('Hero image URL is required'),
  run: runFields,
  packages: packagesSchema,
  ...publishingFormFields,
});

export const offerFormSchema = v.pipe(
  offerFields,
  v.transform(({ run, ...rest }) => withPublishMoment({ ...rest, ...run })),
);

export type OfferFormValues = v.InferInput<typeof offerFormSchema>;
export type OfferPackageFormValues = OfferFormValues['packages'][number];
/** The row the form saves. */
export type OfferPayload = v.InferOutput<typeof offerFormSchema>;

export const emptyPackage = (): OfferPackageFormValues => ({ name: '', original_price: '', offer_price: '', duration: '', features: '', popular: false });

const packageValues = (item: OfferPackage): OfferPackageFormValues => ({
  name: item.name,
  original_price: String(item.original_price),
  offer_price: String(item.offer_price),
  duration: item.duration,
  features: item.features.join('\n'),
  popular: item.popular,
});

/**
 * The form's starting values: the stored offer, or a new draft (as blog posts start, docs/product.md §10) with one
 * empty package that starts today and runs to the end of its last day, India time.
 */
export function offerFormDefaults(offer?: Offer): OfferFormValues {
  const from = offer ? indiaDayAndTime(new Date(offer.valid_from)) : { day: indiaDayAndTime(new Date()).day, time: '00:00' };
  const until = offer ? indiaDayAndTime(new Date(offer.valid_until)) : { day: '', time: '23:59' };
  return {
    title: offer?.title ?? '',
    slug: offer?.slug ?? '',
    season: offer?.season ?? '',
    lead: offer?.lead ?? '',
    hero_image: offer?.hero_image ?? '',
    run: { valid_from: from.day, valid_from_time: from.time, valid_until: until.day, valid_until_time: until.time },
    packages: offer ? offer.packages.map(packageValues) : [emptyPackage()],
    ...publishingDefaults(offer, 'draft'),
  };
}

/**
 * The database's refusals that the generic sentences (`_required`, `_length`, `_url`: src/lib/db-errors.ts) would say
 * vaguely, in the form's own words.
 */
export const offerRefusals: Readonly<Record<string, string>> = {
  offers_slug_unique: SLUG_TAKEN,
  offers_slug_format: SLUG_FORMAT,
  offers_valid_until_after_start: OFFER_ENDS_BEFORE_START,
  offers_packages_required: NO_PACKAGE,
  offers_packages_valid: PACKAGE_INVALID,
  offers_package_offer_price_within_original: OFFER_PRICE_ABOVE_ORIGINAL,
  offers_package_names_unique: DUPLICATE_PACKAGE_NAMES,
};

/** The form's sentence for a database error naming one of `offerRefusals`' constraints, else undefined. */
export function offerRefusal(error: unknown): string | undefined {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
  const constraint = /constraint "([^"]+)"/.exec(message)?.[1];
  return constraint ? offerRefusals[constraint] : undefined;
}
