/** The blog's categories (docs/product.md §3). */
export const blogCategories = [
  'Industry Trends',
  'Strategy',
  'Event Marketing',
  'Sustainability',
  'Technology',
  'Case Studies',
] as const;

export type BlogCategory = (typeof blogCategories)[number];
