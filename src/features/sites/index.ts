/**
 * The sites feature's public entry (docs/product.md §11): the inventory at /sites, a site's page, the media plan and
 * the queries their routes prefetch. Admin screens are in ./admin.ts.
 */
export { SitesView } from './components/SitesView';
export { SiteView } from './components/SiteView';
export { PlanView } from './components/PlanView';
export { NO_FILTERS } from './filters';
export { sitesPageQueryOptions } from './api/fetch-sites';
export { siteMarkersQueryOptions } from './api/fetch-site-markers';
export { siteLocalitiesQueryOptions } from './api/fetch-site-localities';
export { siteQueryOptions } from './api/fetch-site';
export { planTakenDatesQueryOptions, siteAvailabilityQueryOptions } from './api/fetch-taken-dates';
export { readPlan } from './plan/plan-store';
