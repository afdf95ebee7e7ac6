import type { Tables } from '@/lib/database.types';
import type { ListDefinition, ListParams, SearchColumn } from '@/lib/list-query';

/** The tables of leads that admins read on their own screens: "Contacts" holds the contact form's submissions. */
export type LeadTable = 'Contacts' | 'festival_bookings' | 'resource_downloads' | 'newsletter_subscribers';

export type Lead<T extends LeadTable> = Tables<T>;
export type Contact = Lead<'Contacts'>;
export type FestivalBooking = Lead<'festival_bookings'>;
export type ResourceDownload = Lead<'resource_downloads'>;
export type NewsletterSubscriber = Lead<'newsletter_subscribers'>;

type LeadList = ListDefinition & { noun: string };

/** Text columns match anywhere, so phones kept as text match by any part. */
const text = (...columns: string[]): SearchColumn[] => columns.map((column) => ({ column, kind: 'text' }));

/** A lead list: newest first, searched in `searchColumns`; `noun` names a row in write errors. */
const leadList = (noun: string, searchColumns: SearchColumn[]): LeadList => ({ noun, searchColumns, defaultSort: { column: 'created_at', direction: 'desc' } });

/** How each lead list searches and sorts. */
export const leadLists: Record<LeadTable, LeadList> = {
  // "Phone Number" is a number: typed digits match its start.
  Contacts: leadList('contact submission', [...text('Full name', 'Email Address'), { column: 'Phone Number', kind: 'phone-number' }, ...text('Company Name')]),
  festival_bookings: leadList('festival booking', text('name', 'business_name', 'email', 'phone', 'preferred_package', 'offer_title')),
  resource_downloads: leadList('resource download', text('name', 'company', 'email', 'mobile', 'resource_title')),
  newsletter_subscribers: leadList('newsletter subscriber', text('email', 'source')),
};

/** The Leads inbox (all lead types): newest first; search by name, e-mail, phone or what the lead was about. */
export const inboxList: ListDefinition = {
  searchColumns: text('name', 'email', 'phone', 'summary'),
  defaultSort: { column: 'created_at', direction: 'desc' },
  sortColumns: ['name', 'status'],
};

/**
 * The view each lead list reads (supabase/migrations/20261124020000_list_search_indexes.sql): the table's
 * rows for lead managers, without row-level security's barrier, so a search uses the trigram indexes
 * (docs/decisions/031). Deletes and updates still go to the tables, under their policies.
 */
export const leadListViews = {
  Contacts: 'contacts_list',
  festival_bookings: 'festival_bookings_list',
  resource_downloads: 'resource_downloads_list',
  newsletter_subscribers: 'newsletter_subscribers_list',
} as const satisfies Record<LeadTable, string>;

/** Query keys: `[table, 'list', params]`, all under `[table]` so one delete reaches every cached page. */
export const leadKeys = {
  all: (table: LeadTable) => [table] as const,
  list: (table: LeadTable, params: ListParams) => [table, 'list', params] as const,
};
