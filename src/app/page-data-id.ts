/** The id of the JSON block that carries a prerendered page's data (scripts/prerender.ts writes it next to #root). */
export const PAGE_DATA_ID = 'prerendered-data';
