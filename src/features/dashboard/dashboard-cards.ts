import { CalendarCheck, Download, Mail, Newspaper, type LucideIcon } from 'lucide-react';
import { contentTables as registeredContent, contentTypes } from '@/config/content-types';
import { paths } from '@/config/paths';
import type { CountedTable } from './api/count-rows';

export type CountCardDefinition = {
  table: CountedTable;
  label: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon's tile. */
  tone: string;
  action?: { label: string; to: string };
};

/** One card per content type (src/config/content-types.ts). */
export const contentCards: readonly CountCardDefinition[] = registeredContent.map((table) => {
  const { countLabel, icon, tone } = contentTypes[table];
  return { table, label: countLabel, icon, tone };
});

/** Admins only (docs/product.md §6, and the lead screens beyond it). */
export const leadCards: readonly CountCardDefinition[] = [
  { table: 'Contacts', label: 'Contact Submissions', icon: Mail, tone: 'bg-brand-100 text-brand-700', action: { label: 'View Contacts', to: paths.admin.contacts } },
  { table: 'festival_bookings', label: 'Festival Bookings', icon: CalendarCheck, tone: 'bg-rose-100 text-rose-700', action: { label: 'View Bookings', to: paths.admin.festivalBookings } },
  { table: 'resource_downloads', label: 'Resource Downloads', icon: Download, tone: 'bg-cyan-100 text-cyan-800', action: { label: 'View Downloads', to: paths.admin.resourceDownloads } },
  { table: 'newsletter_subscribers', label: 'Newsletter Subscribers', icon: Newspaper, tone: 'bg-lime-100 text-lime-800', action: { label: 'View Subscribers', to: paths.admin.newsletterSubscribers } },
];

export const adminCards: readonly CountCardDefinition[] = [...contentCards, ...leadCards];

/** Stable table lists, so the live subscription is opened once per role. */
export const contentTables: readonly CountedTable[] = contentCards.map((card) => card.table);
export const adminTables: readonly CountedTable[] = adminCards.map((card) => card.table);

/** Tailwind's wide-screen column classes the dashboard may use, written out so the build keeps them. */
const WIDE_COLUMNS: Record<number, string> = { 4: 'xl:grid-cols-4', 5: 'xl:grid-cols-5', 6: 'xl:grid-cols-6' };

/**
 * The wide screen's columns for `count` cards: 4 to 6, the fewest empty places in the last row, then the fewest rows
 * (6 cards one row, 7 as 4 and 3, 10 as two rows of 5, 11 as 6 and 5): a new content type needs no new layout.
 */
export function wideColumns(count: number): string {
  const empty = (columns: number) => (columns - (count % columns)) % columns;
  const best = [6, 5, 4].reduce((chosen, columns) => (empty(columns) < empty(chosen) ? columns : chosen));
  return WIDE_COLUMNS[best] ?? 'xl:grid-cols-6';
}
