import { FileText, Gift, Images, MessageSquareQuote, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { ContentTable } from '@/lib/database.types';
import { paths } from './paths';

/**
 * The content types staff edit and visitors see, one entry per row of public.content_types
 * (docs/decisions/044-content-types-as-data.md), in the order the back office lists them: the sidebar, the
 * dashboard's cards, the activity log, revisions and the media library read this. `ContentTable` is generated
 * from that table, so a type registered in the database and missing here, or the reverse, is a type error.
 * Routes, forms and public components are each type's own (docs/checklists/content-type.md).
 */
export type ContentTypeEntry = {
  /** The sidebar's link. */
  navLabel: string;
  /** The dashboard's card. */
  countLabel: string;
  /** One row, as the activity log and the media library name it. */
  record: string;
  adminPath: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon's tile on the dashboard. */
  tone: string;
  /** Each image column (as public.content_types lists them), as the media library names a use of it. */
  images: Record<string, string>;
};

export const contentTypes = {
  blog_posts: {
    navLabel: 'Blog Posts', countLabel: 'Blog Posts', record: 'Blog post', adminPath: paths.admin.blogPosts,
    icon: FileText, tone: 'bg-blue-100 text-blue-700', images: { image: 'Blog post', author_avatar: 'Blog author' },
  },
  clients: {
    navLabel: 'Clients', countLabel: 'Clients', record: 'Client', adminPath: paths.admin.clients,
    icon: Users, tone: 'bg-emerald-100 text-emerald-700', images: { logo: 'Client logo' },
  },
  testimonials: {
    navLabel: 'Testimonials', countLabel: 'Testimonials', record: 'Testimonial', adminPath: paths.admin.testimonials,
    icon: MessageSquareQuote, tone: 'bg-violet-100 text-violet-700', images: { image: 'Testimonial' },
  },
  success_stories: {
    navLabel: 'Success Stories', countLabel: 'Success Stories', record: 'Success story', adminPath: paths.admin.successStories,
    icon: Trophy, tone: 'bg-amber-100 text-amber-800', images: { image_url: 'Success story' },
  },
  gallery_images: {
    navLabel: 'Gallery', countLabel: 'Gallery Images', record: 'Gallery image', adminPath: paths.admin.gallery,
    icon: Images, tone: 'bg-pink-100 text-pink-700', images: { image_url: 'Gallery image' },
  },
  offers: {
    navLabel: 'Offers', countLabel: 'Offers', record: 'Offer', adminPath: paths.admin.offers,
    icon: Gift, tone: 'bg-rose-100 text-rose-700', images: { hero_image: 'Offer' },
  },
} as const satisfies Record<ContentTable, ContentTypeEntry>;

export const contentTables = Object.keys(contentTypes) as ContentTable[];

export type { ContentTable };
