/** Fixed option lists of docs/product.md §3, shared by public forms and the admin. */

export const clientIndustries = [
  'Advertising & Marketing',
  'Agriculture & Food',
  'Airlines & Aviation',
  'Apparel & Fashion',
  'Architecture & Construction',
  'Automotive',
  'Banking',
  'Beauty & Cosmetics',
  'Beverages',
  'Biotechnology',
  'Chemicals',
  'Conglomerate',
  'Consulting',
  'Consumer Goods',
  'Education',
  'E-commerce',
  'Electronics',
  'Energy & Utilities',
  'Entertainment & Media',
  'Financial Services',
  'Fitness & Sports',
  'FMCG',
  'Food & Restaurants',
  'Gaming',
  'Government & Public Sector',
  'Healthcare',
  'Hospitality & Tourism',
  'Insurance',
  'Internet & Software',
  'Jewelry & Luxury Goods',
  'Legal Services',
  'Logistics & Transportation',
  'Manufacturing',
  'Mining & Metals',
  'Non-Profit',
  'Oil & Gas',
  'Pharmaceuticals',
  'Publishing & Printing',
  'Real Estate',
  'Retail',
  'Security Services',
  'Startups',
  'Telecommunications',
  'Technology',
  'Textiles',
  'Travel & Tourism',
  'Venture Capital & Private Equity',
  'Wholesale',
  'Other',
] as const;

export type ClientIndustry = (typeof clientIndustries)[number];

export const blogCategories = [
  'Industry Trends',
  'Strategy',
  'Event Marketing',
  'Sustainability',
  'Technology',
  'Case Studies',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** Display names of the gallery categories (docs/product.md §2 "Gallery"); the admin form offers the same list. */
export const galleryCategoryLabels: Readonly<Record<string, string>> = {
  outdoor: 'Outdoor Advertising',
  mobile: 'Mobile Advertising',
  transport: 'Transport Advertising',
  ambient: 'Ambient Advertising',
  btl: 'BTL Activations',
  digital: 'Digital Campaigns',
  events: 'Event Marketing',
  print: 'Print Media',
  radio: 'Radio Campaigns',
  television: 'Television Ads',
};

/** The category's display name; a category we have no name for shows as stored. */
export function galleryCategoryLabel(category: string): string {
  return Object.hasOwn(galleryCategoryLabels, category) ? galleryCategoryLabels[category] : category;
}

export type ContactServiceGroup = { label: string; options: string[] };

/**
 * The contact form's "Service of Interest" choices, grouped as docs/product.md §3 lists them. The chosen
 * option's text is what lands in the "service of interest" column.
 */
export const contactServiceGroups: ContactServiceGroup[] = [
  { label: 'Outdoor', options: ['Billboard', 'Unipole', 'Hoarding', 'LED Displays'] },
  { label: 'Mobile', options: ['Van', 'Lookwalker', 'Tricycle', 'LED Mobile'] },
  { label: 'Transport', options: ['Bus', 'Train', 'Metro', 'Auto Rickshaw', 'Taxi'] },
  { label: 'Ambient', options: ['Mall', 'Cinema', 'Airport', 'Railway Station', 'Street Furniture'] },
  { label: 'BTL', options: ['Event Activations', 'Sampling', 'RWA', 'Brand Promotions', 'Product Launches'] },
  { label: 'Digital', options: ['Digital Billboards', 'Interactive Displays', 'QR Code Campaigns', 'Augmented Reality'] },
  {
    label: 'Other',
    options: ['Creative Design', 'Campaign Planning', 'Media Buying', 'Brand Consulting', 'Multiple Services', 'Custom Solution'],
  },
];

/** Stored value of a grouped option, e.g. "Outdoor - Billboard", so a bare "Van" still reads clearly in the admin. */
export function contactServiceValue(group: string, option: string): string {
  return `${group} - ${option}`;
}
