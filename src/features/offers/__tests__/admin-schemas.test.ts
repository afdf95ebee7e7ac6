import * as v from 'valibot';
import { describeDbError } from '@/lib/db-errors';
import {
  DUPLICATE_PACKAGE_NAMES,
  NO_PACKAGE,
  OFFER_ENDS_BEFORE_START,
  OFFER_PRICE_ABOVE_ORIGINAL,
  offerFormDefaults,
  offerFormSchema,
  offerRefusal,
  offerRefusals,
  SEVERAL_MOST_POPULAR,
  slugFromTitle,
  type OfferFormValues,
} from '../schemas';
import { storedOffer } from './admin-fixtures';

const valid = (): OfferFormValues => offerFormDefaults(storedOffer());

/** Each issue's message by its dotted path ('packages.1.offer_price'; '' for the whole form). */
function issuesOf(values: OfferFormValues): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  for (const issue of v.safeParse(offerFormSchema, values).issues ?? []) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    (issues[path] ??= []).push(issue.message);
  }
  return issues;
}

describe('offerFormSchema', () => {
  it('turns a stored offer back into the same row: India dates and times, whole rupees, features one a line', () => {
    const result = v.safeParse(offerFormSchema, valid());
    expect(result.issues).toBeUndefined();
    const { id: _id, created_at: _created, updated_at: _updated, ...row } = storedOffer();
    expect(result.output).toEqual(row);
  });

  it('says what is missing, in the form words', () => {
    const empty = offerFormDefaults();
    empty.run.valid_from = '';
    expect(issuesOf(empty)).toEqual({
      title: ['Title is required'],
      slug: ['Slug is required'],
      season: ['Season is required'],
      lead: ['Lead text is required'],
      hero_image: ['Hero image URL is required'],
      'run.valid_from': ['Start date is required'],
      'run.valid_until': ['End date is required'],
      'packages.0.name': ['Package name is required'],
      'packages.0.original_price': ['Original price is required'],
      'packages.0.offer_price': ['Offer price is required'],
      'packages.0.duration': ['Duration is required'],
      'packages.0.features': ['Add at least one feature'],
    });
  });

  it('refuses an end before (or at) the start, as India time', () => {
    const ending = (valid_until: string, valid_until_time: string) => ({ ...valid(), run: { ...valid().run, valid_until, valid_until_time } });
    expect(issuesOf(ending('2027-01-01', '00:00'))['run.valid_until']).toEqual([OFFER_ENDS_BEFORE_START]);
    expect(issuesOf(ending('2027-01-01', '00:01'))).toEqual({});
    // Said while another field is still wrong: the dates are checked on their own.
    expect(issuesOf({ ...ending('2026-12-31', '23:00'), title: '' })).toEqual({ title: ['Title is required'], 'run.valid_until': [OFFER_ENDS_BEFORE_START] });
  });

  it('refuses an offer price above the original', () => {
    const values = valid();
    values.packages[1] = { ...values.packages[1]!, offer_price: '130000' };
    expect(issuesOf(values)).toEqual({ 'packages.1.offer_price': [OFFER_PRICE_ABOVE_ORIGINAL] });
  });

  it('takes whole rupees from 1 to 10 crore only', () => {
    const values = valid();
    values.packages[0] = { ...values.packages[0]!, original_price: '1000.50', offer_price: '0' };
    expect(issuesOf(values)).toEqual({ 'packages.0.original_price': ['Original price must be whole rupees'], 'packages.0.offer_price': ['Offer price must be at least ₹1'] });
    values.packages[0] = { ...values.packages[0]!, original_price: '100000001', offer_price: '1' };
    expect(issuesOf(values)).toEqual({ 'packages.0.original_price': ['Original price must be at most ₹10,00,00,000'] });
  });

  it('needs one to six packages with their own names and at most one most popular', () => {
    expect(issuesOf({ ...valid(), packages: [] }).packages).toEqual([NO_PACKAGE]);
    const seven = Array.from({ length: 7 }, (_, index) => ({ ...valid().packages[0]!, name: `Package ${index}` }));
    expect(issuesOf({ ...valid(), packages: seven }).packages).toEqual(['An offer has at most 6 packages']);
    const [first, second] = valid().packages as [OfferFormValues['packages'][number], OfferFormValues['packages'][number]];
    expect(issuesOf({ ...valid(), packages: [first, { ...second, name: ' harvest starter ' }] }).packages).toEqual([DUPLICATE_PACKAGE_NAMES]);
    expect(issuesOf({ ...valid(), packages: [{ ...first, popular: true }, second] }).packages).toEqual([SEVERAL_MOST_POPULAR]);
  });

  it('takes one to fifteen features of at most 200 characters, one a line, blank lines dropped', () => {
    const values = valid();
    values.packages[0] = { ...values.packages[0]!, features: '\n  2 hoardings \n\nPrinting\n' };
    expect(v.parse(offerFormSchema, values).packages[0]!.features).toEqual(['2 hoardings', 'Printing']);
    values.packages[0] = { ...values.packages[0]!, features: Array.from({ length: 16 }, (_, index) => `Feature ${index}`).join('\n') };
    expect(issuesOf(values)).toEqual({ 'packages.0.features': ['Use at most 15 features'] });
    values.packages[0] = { ...values.packages[0]!, features: 'x'.repeat(201) };
    expect(issuesOf(values)).toEqual({ 'packages.0.features': ['Keep each feature to at most 200 characters'] });
  });

  it('starts a new offer as a draft with one empty package, from today to a day still to choose', () => {
    const defaults = offerFormDefaults();
    expect(defaults).toMatchObject({ status: 'draft', run: { valid_from_time: '00:00', valid_until: '', valid_until_time: '23:59' } });
    expect(defaults.packages).toHaveLength(1);
  });
});

describe('slugFromTitle', () => {
  it.each([
    ['Pongal & Tamil New Year 2027', 'pongal-tamil-new-year-2027'],
    ['  Onam Ōffer!! ', 'onam-offer'],
    ['IPL — Season 19', 'ipl-season-19'],
    ['', ''],
  ])('%j → %j', (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it('keeps to the slug limit without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });
});

/** Every constraint of the offers table, as its migration names it. */
const migration = Object.values(import.meta.glob<string>('../../../../supabase/migrations/*_offers.sql', { query: '?raw', import: 'default', eager: true })).join('\n');
const constraints = [...migration.matchAll(/constraint (offers_\w+)/g)].map(([, name]) => name!);

describe('the database refusals', () => {
  it('reads every constraint of the offers table as a sentence, never the catch-all', () => {
    expect(constraints.length).toBeGreaterThan(10);
    for (const constraint of constraints) {
      const error = { code: '23514', message: `new row for relation "offers" violates check constraint "${constraint}"` };
      const sentence = offerRefusal(error) ?? describeDbError(error, { title: 'Title' });
      expect(sentence, constraint).not.toMatch(/One of the values is not valid/);
    }
  });

  it('says the form sentences for the rules that are the offer own', () => {
    const refusal = (constraint: string) => offerRefusal({ code: '23514', message: `new row for relation "offers" violates check constraint "${constraint}"` });
    expect(refusal('offers_valid_until_after_start')).toBe(OFFER_ENDS_BEFORE_START);
    expect(refusal('offers_package_offer_price_within_original')).toBe(OFFER_PRICE_ABOVE_ORIGINAL);
    expect(refusal('offers_packages_required')).toBe(NO_PACKAGE);
    expect(offerRefusal({ code: '23505', message: 'duplicate key value violates unique constraint "offers_slug_unique"' })).toBe(offerRefusals.offers_slug_unique);
    expect(refusal('offers_title_length')).toBeUndefined();
  });
});
