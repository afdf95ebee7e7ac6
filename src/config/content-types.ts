import { BriefcaseBusiness, FileText, Gift, Images, MessageSquareQuote, Trophy, Users, type LucideIcon } from 'lucide-react';
import { describeContent, type ContentDescription } from '@/lib/content-description';
import type { ContentTable } from '@/lib/database.types';
import { formatDate } from '@/lib/format';
import { employmentTypeLabel, employmentTypes } from './employment-types';
import { paths } from './paths';

/**
 * The content types staff edit and visitors see, one entry per row of public.content_types
 * (docs/decisions/044-content-types-as-data.md), in the order the back office lists them: the sidebar, the
 * dashboard's cards, the activity log, revisions and the media library read this. `ContentTable` is generated
 * from that table, so a type registered in the database and missing here, or the reverse, is a type error.
 * A simple type (`simple`: its fields as data) gets its back-office routes, list and form from its entry
 * (src/features/simple-content, docs/decisions/102); the others' routes and forms are their features' own, and so
 * are every type's public components (docs/checklists/content-type.md).
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
  /** A simple type's description: its back-office list, form and routes come from it. */
  simple?: ContentDescription;
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
  job_openings: {
    navLabel: 'Careers', countLabel: 'Job Openings', record: 'Job opening', adminPath: '/admin/job-openings',
    icon: BriefcaseBusiness, tone: 'bg-teal-100 text-teal-800', images: {},
    simple: describeContent<'job_openings'>({
      singular: 'Job Opening',
      plural: 'Job Openings',
      titleColumn: 'title',
      summary: (opening) => `${opening.location} · ${employmentTypeLabel(opening.employment_type)}${opening.closes_on ? ` · closes ${formatDate(opening.closes_on)}` : ''}`,
      publishing: true,
      fields: {
        title: { kind: 'text', label: 'Title', required: 'Title is required', max: 120, placeholder: 'e.g. Field mounting crew' },
        slug: { kind: 'slug', label: 'Address', required: 'Address is required', max: 80, hint: 'The page is /careers/ and this, e.g. field-mounting-crew' },
        location: { kind: 'text', label: 'Location', required: 'Location is required', max: 100, placeholder: 'e.g. Chennai (Guindy)' },
        employment_type: { kind: 'choice', label: 'Kind of work', options: employmentTypes },
        description: { kind: 'textarea', label: 'Description', required: 'Description is required', max: 5000, rows: 10, hint: 'What the work is, who it suits, what it pays. A blank line starts a new paragraph.' },
        closes_on: { kind: 'date', label: 'Applications close', hint: 'Leave empty to keep it open. From the day after, the page says applications are closed.' },
      },
    }),
  },
} as const satisfies Record<ContentTable, ContentTypeEntry>;

/** A described type's back-office addresses, from its list's. */
export const contentAdminPaths = (list: string) => ({ list, new: `${list}/new`, edit: (id: string) => `${list}/${id}/edit` });

/** The simple types (their descriptions), whose back-office routes, list and form come from this file. */
export const simpleContentTypes = (Object.entries(contentTypes) as Array<[ContentTable, ContentTypeEntry]>).flatMap(([table, entry]) =>
  entry.simple ? [{ table, adminPath: entry.adminPath, description: entry.simple }] : [],
);

export const contentTables = Object.keys(contentTypes) as ContentTable[];

export type { ContentTable };
