import { resourceKeys } from '@/lib/query-keys';

/** Query keys of the campaigns feature (decision 021's shape). */
export const campaignKeys = resourceKeys('campaigns');
export const customerKeys = resourceKeys('customers');
export const salesSettingsKeys = resourceKeys('sales-settings');
/** Who may own a campaign: lead_workers() (admins and sales). */
export const sellerKeys = resourceKeys('sellers');
export const campaignSiteKeys = resourceKeys('campaign-sites');
/** The customer a lead is linked to, or may be. */
export const leadCustomerKeys = resourceKeys('lead-customers');
