import type { Tables } from '@/lib/database.types';
import type { WaitingFor } from './confirmation-types';

/** The campaigns feature's rows as its screens read them (docs/decisions/053). */

export type Campaign = Tables<'campaigns'>;
export type CampaignLine = Tables<'campaign_lines'>;
export type SalesSettings = Tables<'sales_settings'>;

/** The site facts a line shows and prices with. */
export type LineSite = Pick<Tables<'sites'>, 'id' | 'code' | 'name' | 'locality' | 'area_sqft' | 'monthly_rate'>;
/** The booking a line holds: its hold's expiry tells a lapsed hold (decision 090). */
export type LineBooking = Pick<Tables<'site_bookings'>, 'kind' | 'expires_at'>;
export type CampaignLineWithSite = CampaignLine & { site: LineSite | null; booking?: LineBooking | null };
/** `confirmation`: what an accepted campaign still waits for (docs/decisions/114); null otherwise. */
export type CampaignWithLines = Omit<Campaign, 'confirmation'> & { customer: { name: string } | null; campaign_lines: CampaignLineWithSite[]; confirmation: WaitingFor | null };

/** A list row: enough of its lines to show when it starts and what it totals. */
export type CampaignListRow = Campaign & {
  customer: { name: string } | null;
  campaign_lines: Array<Pick<CampaignLine, 'starts_on' | 'ends_on' | 'monthly_rate' | 'list_rate' | 'discount_percent'> & { site: Pick<LineSite, 'area_sqft'> | null }>;
};
