/** The contact form's "Service of Interest" choices (docs/product.md §3). */

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

const optionsByName = new Map(contactServiceGroups.flatMap(({ label, options }) => options.map((option) => [option.toLowerCase(), contactServiceValue(label, option)] as const)));

/**
 * A contact's 'service of interest' as people read it: the form's own 'Mobile - Van' stays, and a bare option
 * stored by an older form or an import ('van', 'billboard') reads as the form would have written it.
 */
export function contactServiceText(value: string): string {
  return optionsByName.get(value.trim().toLowerCase()) ?? value;
}
