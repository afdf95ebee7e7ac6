import * as v from 'valibot';
import { optionalImageUrl, optionalText, requiredText, tooLongMessage } from '@/lib/form-rules';
import { optionalGstin as gstin, optionalPan as pan } from '@/lib/gstin';
import type { CampaignWithLines, SalesSettings } from './api/campaign-types';
import type { CustomerWithContacts } from './api/customer-types';

/**
 * The customer and campaign forms (docs/product.md §13, §5): the database's own rules (supabase/migrations
 * …_campaigns_and_proposals.sql) checked before the save, with a sentence for each.
 */

const PHONE_SHAPE = /^\+?[0-9 ().-]+$/;
const optionalPhone = v.pipe(
  optionalText(30),
  v.check((value) => value === null || (PHONE_SHAPE.test(value) && value.replace(/\D/g, '').length >= 10 && value.replace(/\D/g, '').length <= 15), 'Enter a phone number of 10 to 15 digits'),
);
const optionalEmail = v.pipe(
  optionalText(254),
  v.check((value) => value === null || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value), 'Enter a valid email address'),
);

export const contactSchema = v.pipe(
  v.object({
    id: v.optional(v.string()),
    name: requiredText('Name is required', 200),
    designation: optionalText(200),
    phone: optionalPhone,
    email: optionalEmail,
  }),
  v.forward(
    v.check((contact) => contact.phone !== null || contact.email !== null, 'Give a phone number or an e-mail address'),
    ['email'],
  ),
);

export const customerFormSchema = v.object({
  name: requiredText('Company name is required', 200),
  gstin,
  billing_address: optionalText(1000),
  payment_reminders: v.boolean(),
  contacts: v.array(contactSchema),
});

export type CustomerFormValues = v.InferInput<typeof customerFormSchema>;
export type CustomerFormOutput = v.InferOutput<typeof customerFormSchema>;

export const emptyContact = (): CustomerFormValues['contacts'][number] => ({ name: '', designation: '', phone: '', email: '' });

export function customerFormDefaults(customer?: CustomerWithContacts): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    gstin: customer?.gstin ?? '',
    billing_address: customer?.billing_address ?? '',
    payment_reminders: customer?.payment_reminders ?? true,
    contacts: customer
      ? customer.customer_contacts.map((contact) => ({ id: contact.id, name: contact.name, designation: contact.designation ?? '', phone: contact.phone ?? '', email: contact.email ?? '' }))
      : [emptyContact()],
  };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const wholeRupees = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter the monthly rate'),
  v.regex(/^\d+$/, 'Whole rupees, no commas or paise'),
  v.transform(Number),
);
const percent = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value || '0'),
  v.regex(/^\d+(\.\d{1,2})?$/, 'A percentage such as 5 or 7.5'),
  v.transform(Number),
  v.maxValue(100, 'At most 100%'),
);

export const lineSchema = v.pipe(
  v.object({
    id: v.optional(v.string()),
    site_id: v.pipe(v.string(), v.minLength(1, 'Choose a site')),
    /** Shown on the line; not saved (the site's own). */
    site_code: v.string(),
    site_name: v.string(),
    area_sqft: v.nullable(v.number()),
    /** Shown on the line; not saved (the database keeps the site's own: decision 083). */
    list_rate: v.nullable(v.number()),
    starts_on: v.pipe(v.string(), v.regex(isoDay, 'Choose the start date')),
    ends_on: v.pipe(v.string(), v.regex(isoDay, 'Choose the end date')),
    monthly_rate: wholeRupees,
    discount_percent: percent,
    discount_reason: v.pipe(optionalText(300)),
  }),
  v.forward(
    v.check((line) => line.ends_on >= line.starts_on, 'The end must be on or after the start'),
    ['ends_on'],
  ),
  v.forward(
    // A rate below the site's list rate is a discount too (decision 083).
    v.check((line) => (line.discount_percent === 0 && !(line.list_rate !== null && line.monthly_rate < line.list_rate)) || line.discount_reason !== null, 'Say why there is a discount'),
    ['discount_reason'],
  ),
);

export const campaignFormSchema = v.object({
  title: requiredText('Title is required', 200),
  customer_id: v.pipe(v.string(), v.minLength(1, 'Choose a customer')),
  contact_id: v.pipe(v.string(), v.transform((value) => value || null)),
  owner_id: v.pipe(v.string(), v.transform((value) => value || null)),
  include_printing: v.boolean(),
  include_mounting: v.boolean(),
  terms: v.pipe(v.string(), v.trim(), v.maxLength(5000, tooLongMessage(5000)), v.transform((value) => value || null)),
  valid_until: v.pipe(v.string(), v.transform((value) => value || null)),
  /** The advance asked before the bookings are confirmed, in whole rupees; empty for none (campaigns_advance_range). */
  advance: v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => value.replace(/[,₹\s]/g, '')),
    v.check((value) => /^\d{0,9}$/.test(value), 'Give the advance in whole rupees, or leave it empty.'),
    v.transform((value) => Number(value || 0) * 100),
  ),
  lines: v.array(lineSchema),
});

export type CampaignFormValues = v.InferInput<typeof campaignFormSchema>;
export type CampaignFormOutput = v.InferOutput<typeof campaignFormSchema>;
export type LineFormValues = CampaignFormValues['lines'][number];

export function campaignFormDefaults(campaign: CampaignWithLines | undefined, settings: SalesSettings | undefined, ownerId: string | undefined): CampaignFormValues {
  return {
    title: campaign?.title ?? '',
    customer_id: campaign?.customer_id ?? '',
    contact_id: campaign?.contact_id ?? '',
    owner_id: campaign ? (campaign.owner_id ?? '') : (ownerId ?? ''),
    include_printing: campaign?.include_printing ?? true,
    include_mounting: campaign?.include_mounting ?? true,
    terms: campaign ? (campaign.terms ?? settings?.terms ?? '') : (settings?.terms ?? ''),
    valid_until: campaign?.valid_until ?? '',
    advance: campaign?.advance_paise ? String(campaign.advance_paise / 100) : '',
    lines: (campaign?.campaign_lines ?? []).map((line) => ({
      id: line.id,
      site_id: line.site_id,
      site_code: line.site?.code ?? '',
      site_name: line.site?.name ?? '',
      area_sqft: line.site?.area_sqft ?? null,
      list_rate: line.list_rate ?? line.site?.monthly_rate ?? null,
      starts_on: line.starts_on,
      ends_on: line.ends_on,
      monthly_rate: String(line.monthly_rate),
      discount_percent: Number(line.discount_percent) ? String(Number(line.discount_percent)) : '',
      discount_reason: line.discount_reason ?? '',
    })),
  };
}

/** A number typed in a settings field, within the table's check (sales_settings_*), with the sentence the form shows. */
const settingNumber = (label: string, min: number, max: number, whole = false) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.transform(Number),
    v.check((value) => Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value)), `${label} must be ${whole ? 'a whole number ' : ''}from ${min} to ${max}`),
  );

/** A GSTIN carries its holder's PAN in its characters 3 to 12 (the table's check sales_settings_gstin_carries_pan). */
export const GSTIN_WITHOUT_PAN = "The GSTIN carries the agency's PAN in its characters 3 to 12: check the GSTIN and the PAN.";

/** 'Sales settings' (docs/product.md §13): the rates and rules proposals are made with; admins change them. */
export const salesSettingsSchema = v.pipe(v.object({
  hold_days: settingNumber('Hold days', 1, 30, true),
  validity_days: settingNumber('Validity', 1, 90, true),
  discount_limit_percent: settingNumber('Discount limit', 0, 100),
  printing_rate_per_sqft: settingNumber('Printing rate', 0, 100_000),
  mounting_rate_per_sqft: settingNumber('Mounting rate', 0, 100_000),
  gst_percent: settingNumber('GST', 0, 28),
  terms: requiredText('Terms are required', 5000),
  proof_distance_m: settingNumber('Proof distance', 10, 5000, true),
  dismantling_jobs: v.boolean(),
  // The letterhead of the documents clients open (decision 095).
  agency_gstin: gstin,
  agency_pan: pan,
  letterhead_logo: optionalImageUrl(),
}), v.forward(
  v.partialCheck([['agency_gstin'], ['agency_pan']], ({ agency_gstin, agency_pan }) => !agency_gstin || !agency_pan || agency_gstin.slice(2, 12) === agency_pan, GSTIN_WITHOUT_PAN),
  ['agency_pan'],
));

export type SalesSettingsFormValues = v.InferInput<typeof salesSettingsSchema>;

export function salesSettingsDefaults(settings: SalesSettings): SalesSettingsFormValues {
  return {
    hold_days: String(settings.hold_days),
    validity_days: String(settings.validity_days),
    discount_limit_percent: String(Number(settings.discount_limit_percent)),
    printing_rate_per_sqft: String(Number(settings.printing_rate_per_sqft)),
    mounting_rate_per_sqft: String(Number(settings.mounting_rate_per_sqft)),
    gst_percent: String(Number(settings.gst_percent)),
    terms: settings.terms,
    proof_distance_m: String(settings.proof_distance_m),
    dismantling_jobs: settings.dismantling_jobs,
    agency_gstin: settings.agency_gstin ?? '',
    agency_pan: settings.agency_pan ?? '',
    letterhead_logo: settings.letterhead_logo ?? '',
  };
}
