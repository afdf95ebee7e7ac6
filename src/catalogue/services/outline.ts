/**
 * The services catalogue's outline: each category's id and title and its services' ids and titles, in
 * display order. The menus and the footer on every page need only this, so the full entries (descriptions,
 * benefits, FAQs: src/catalogue/services/<category>.ts, about 9 KB gzipped) load with the pages that show
 * them. src/catalogue/__tests__/outline.test.ts checks it against the full catalogue.
 */
export type ServiceOutline = { id: string; title: string; services: ReadonlyArray<{ id: string; title: string }> };

export const serviceOutline: readonly ServiceOutline[] = [
  {
    id: 'outdoor',
    title: 'Outdoor Advertising',
    services: [
      { id: 'billboards', title: 'Billboard Advertising' },
      { id: 'unipoles', title: 'Unipole Advertising' },
    ],
  },
  {
    id: 'mobile',
    title: 'Mobile Advertising',
    services: [
      { id: 'van-advertising', title: 'Van Advertising' },
      { id: 'lookwalker', title: 'Lookwalker Advertising' },
      { id: 'tricycle-advertising', title: 'Tricycle Advertising' },
    ],
  },
  {
    id: 'transport',
    title: 'Transport Advertising',
    services: [
      { id: 'bus-advertising', title: 'Bus Advertising' },
      { id: 'train-advertising', title: 'Train Advertising' },
      { id: 'airport-advertising', title: 'Airport Advertising' },
    ],
  },
  {
    id: 'ambient',
    title: 'Ambient Advertising',
    services: [
      { id: 'mall-advertising', title: 'Mall Advertising' },
      { id: 'cinema-advertising', title: 'Cinema Advertising' },
    ],
  },
  {
    id: 'btl',
    title: 'BTL Activations',
    services: [
      { id: 'event-activations', title: 'Event Activations' },
      { id: 'sampling-campaigns', title: 'Sampling Campaigns' },
      { id: 'store-launch', title: 'Store Launch' },
    ],
  },
];
