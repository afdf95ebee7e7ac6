import type { Tables } from '@/lib/database.types';
import type { ListDefinition, ListParams } from '@/lib/list-query';

/** The tables of leads that admins read on their own screens: "Contacts" holds the contact form's submissions. */
export type LeadTable = 'Contacts' | 'festival_bookings' | 'resource_downloads' | 'newsletter_subscribers';

export type Lead<T extends LeadTable> = Tables<T>;
export type Contact = Lead<'Contacts'>;
export type FestivalBooking = Lead<'festival_bookings'>;
export type ResourceDownload = Lead<'resource_downloads'>;
export type NewsletterSubscriber = Lead<'newsletter_subscribers'>;

const newestFirst = { column: 'created_at', direction: 'desc' } as const;

/** How each lead list searches and sorts, and the noun a failed write names. */
export const leadLists: Record<LeadTable, ListDefinition & { noun: string }> = {
  // "Phone Number" is a number: typed digits match its start.
  Contacts: {
    noun: 'contact submission',
    defaultSort: newestFirst,
    searchColumns: [
      { column: 'Full name', kind: 'text' },
      { column: 'Email Address', kind: 'text' },
      { column: 'Phone Number', kind: 'phone-number' },
      { column: 'Company Name', kind: 'text' },
    ],
  },
  // The other tables keep phones as text, so they match anywhere.
  festival_bookings: {
    noun: 'festival booking',
    defaultSort: newestFirst,
    searchColumns: [
      { column: 'name', kind: 'text' },
      { column: 'business_name', kind: 'text' },
      { column: 'email', kind: 'text' },
      { column: 'phone', kind: 'text' },
      { column: 'preferred_package', kind: 'text' },
    ],
  },
  resource_downloads: {
    noun: 'resource download',
    defaultSort: newestFirst,
    searchColumns: [
      { column: 'name', kind: 'text' },
      { column: 'company', kind: 'text' },
      { column: 'email', kind: 'text' },
      { column: 'mobile', kind: 'text' },
      { column: 'resource_title', kind: 'text' },
    ],
  },
  newsletter_subscribers: {
    noun: 'newsletter subscriber',
    defaultSort: newestFirst,
    searchColumns: [
      { column: 'email', kind: 'text' },
      { column: 'source', kind: 'text' },
    ],
  },
};

/** Query keys: `[table, 'list', params]`, all under `[table]` so one delete reaches every cached page. */
export const leadKeys = {
  all: (table: LeadTable) => [table] as const,
  list: (table: LeadTable, params: ListParams) => [table, 'list', params] as const,
};
