/** The id of the JSON block that carries a prerendered page's data (scripts/prerender.ts writes it next to #root). */
export const PAGE_DATA_ID = 'prerendered-data';

/**
 * The id of the JSON block with the router's state of a prerendered page (its loaders' data), which React
 * Router would otherwise write as a script: one more hash in the Content-Security-Policy for every page
 * whose loaders return something (each service page).
 */
export const ROUTER_DATA_ID = 'prerendered-router-data';
