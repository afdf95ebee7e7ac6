import type { Tables } from '@/lib/database.types';
import type { Site } from './fetch-sites';

export type SiteLicence = Tables<'site_licences'>;
/** The licence's days, as the Sites list shows them. */
export type LicenceDays = Pick<SiteLicence, 'valid_until' | 'stability_valid_until'>;
/** A row of the back office's Sites list: the site and its licence's days (null without a licence). */
export type AdminSiteRow = Site & { licence: LicenceDays | null };
/** One site for its form and bookings, with its licence (null without one). */
export type AdminSite = Site & { licence: SiteLicence | null };
