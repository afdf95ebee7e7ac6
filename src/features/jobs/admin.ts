/**
 * The jobs feature's back office (docs/product.md §14, docs/decisions/057): mounting and dismantling jobs, a job's
 * crew, creative and proof photos with Approve and re-shoot, and a campaign's jobs for its page. Only the lazy admin
 * routes and the campaign's page import this module.
 */
export { JobsList } from './components/admin/JobsList';
export { JobScreen } from './components/admin/JobScreen';
export { CampaignJobs } from './components/admin/CampaignJobs';
