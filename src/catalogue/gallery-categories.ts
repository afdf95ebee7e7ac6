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
