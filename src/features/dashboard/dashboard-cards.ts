import { CalendarCheck, Download, FileText, Images, Mail, MessageSquareQuote, Newspaper, Trophy, Users, type LucideIcon } from 'lucide-react';
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

export const contentCards: readonly CountCardDefinition[] = [
  { table: 'blog_posts', label: 'Blog Posts', icon: FileText, tone: 'bg-blue-100 text-blue-700' },
  { table: 'clients', label: 'Clients', icon: Users, tone: 'bg-emerald-100 text-emerald-700' },
  { table: 'testimonials', label: 'Testimonials', icon: MessageSquareQuote, tone: 'bg-violet-100 text-violet-700' },
  { table: 'success_stories', label: 'Success Stories', icon: Trophy, tone: 'bg-amber-100 text-amber-800' },
  { table: 'gallery_images', label: 'Gallery Images', icon: Images, tone: 'bg-pink-100 text-pink-700' },
];

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
