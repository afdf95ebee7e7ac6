/**
 * The campaigns feature's back office (docs/product.md §13, docs/decisions/053): customers, campaigns and the
 * proposals sent from them, and 'Make a proposal' for the leads inbox. Only the lazy admin routes and the leads
 * inbox import this module.
 */
export { CustomersList } from './components/admin/CustomersList';
export { CustomerForm } from './components/admin/CustomerForm';
export { CampaignsList } from './components/admin/CampaignsList';
export { CampaignForm } from './components/admin/CampaignForm';
export { ProposalFromLead } from './components/admin/ProposalFromLead';
export { LeadCustomer } from './components/admin/LeadCustomer';
export { SalesSettingsScreen } from './components/admin/SalesSettingsForm';
export { campaignQueryOptions } from './api/fetch-campaign';
export { salesSettingsQueryOptions } from './api/fetch-sales-settings';
export { customerQueryOptions } from './api/fetch-customer';
