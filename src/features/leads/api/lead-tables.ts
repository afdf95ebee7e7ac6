import type { SearchColumn } from '@/components/data-table';
import type { Tables } from '@/lib/database.types';

/** The lead tables beyond "Contacts" that admins read on their own screens. */
export type LeadTable = 'festival_bookings' | 'resource_downloads' | 'newsletter_subscribers';

export type Lead<T extends LeadTable> = Tables<T>;
export type FestivalBooking = Lead<'festival_bookings'>;
export type ResourceDownload = Lead<'resource_downloads'>;
export type NewsletterSubscriber = Lead<'newsletter_subscribers'>;

/** What each screen's search box looks in (all text columns, so phones match anywhere). */
export const leadSearchColumns: Record<LeadTable, SearchColumn[]> = {
  festival_bookings: [
    { column: 'name', kind: 'text' },
    { column: 'business_name', kind: 'text' },
    { column: 'email', kind: 'text' },
    { column: 'phone', kind: 'text' },
    { column: 'preferred_package', kind: 'text' },
  ],
  resource_downloads: [
    { column: 'name', kind: 'text' },
    { column: 'company', kind: 'text' },
    { column: 'email', kind: 'text' },
    { column: 'mobile', kind: 'text' },
    { column: 'resource_title', kind: 'text' },
  ],
  newsletter_subscribers: [
    { column: 'email', kind: 'text' },
    { column: 'source', kind: 'text' },
  ],
};

export const leadsKeys = {
  table: (table: LeadTable) => ['leads', table] as const,
};
