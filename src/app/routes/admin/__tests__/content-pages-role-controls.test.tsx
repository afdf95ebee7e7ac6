import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { authStateFor, withAuth, type DemoRole } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import BlogPostsPage from '../BlogPostsPage';
import ClientsPage from '../ClientsPage';
import GalleryPage from '../GalleryPage';
import SuccessStoriesPage from '../SuccessStoriesPage';
import TestimonialsPage from '../TestimonialsPage';

/**
 * The content screens as each role opens them: the page passes the signed-in person's flags (src/lib/permissions.ts)
 * to its list, so a reviewer sees no control that writes, an editor adds and edits but deletes nothing, and an admin
 * has every control (docs/product.md §6). The lists' own branches are their features' tests; the database's refusals
 * are tests/api/rls.test.ts's.
 */

const stamp = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };
const rows: Record<string, Record<string, unknown>> = {
  blog_posts_list: { id: 'p1', title: 'Monsoon hoardings', excerpt: 'x', author_name: 'Meera', category: 'Strategy', published_at: '2025-03-15', image: '/images/p1.jpg', status: 'published', ...stamp },
  clients: { id: 'c1', name: 'Aavin', logo: '/images/aavin.svg', industry: 'Retail', ...stamp },
  gallery_images: { id: 'g1', title: 'Mount Road unipole', image_url: '/images/g1.svg', category: 'outdoor', tags: [], status: 'published', featured: false, ...stamp },

  testimonials: { id: 't1', name: 'Revathi', position: 'CEO', company: 'Keepers', testimonial: 'Stays.', image: '/images/t1.jpg', ...stamp },
  success_stories: {
    id: 's1',
    title: 'Pongal van tour',
    description: 'x',
    image_url: '/images/s1.svg',
    category: 'Outdoor',
    client_name: 'Aavin',
    industry: 'Retail',
    campaign_duration: '1 month',
    featured: false,
    metrics: {},
    status: 'published',
    published_at: '2025-01-01T00:00:00Z',
    ...stamp,
  },
};

type Screen = { name: string; Page: ComponentType; path: string; heading: string; add: RegExp; edit: RegExp; remove: RegExp; feature?: RegExp };
const screens: Screen[] = [
  { name: 'blog posts', Page: BlogPostsPage, path: '/admin/blog-posts', heading: 'Monsoon hoardings', add: /^New Post$/, edit: /^Edit /, remove: /^Delete / },
  { name: 'gallery', Page: GalleryPage, path: '/admin/gallery', heading: 'Mount Road unipole', add: /^Upload Image$/, edit: /^Edit /, remove: /^Delete /, feature: /^Feature/ },
  { name: 'clients', Page: ClientsPage, path: '/admin/clients', heading: 'Aavin', add: /^Add Client$/, edit: /^Edit /, remove: /^Delete / },
  { name: 'testimonials', Page: TestimonialsPage, path: '/admin/testimonials', heading: 'Revathi', add: /^Add /, edit: /^Edit /, remove: /^Delete / },
  { name: 'success stories', Page: SuccessStoriesPage, path: '/admin/success-stories', heading: 'Pongal van tour', add: /^Add Success Story$/, edit: /^Edit /, remove: /^Delete /, feature: /^Feature/ },
];

/** What each role may do on a content screen: add, edit (and feature), delete. */
const allowed: Record<Exclude<DemoRole, 'member'>, { add: boolean; edit: boolean; remove: boolean }> = {
  reviewer: { add: false, edit: false, remove: false },
  editor: { add: true, edit: true, remove: false },
  admin: { add: true, edit: true, remove: true },
};

beforeEach(() => {
  server.use(
    fakeRealtime().handler,
    http.get(`${testOrigin}/rest/v1/:table`, ({ params }) => {
      const row = rows[String(params.table)];
      return row ? HttpResponse.json([row], { headers: { 'Content-Range': '0-0/1' } }) : HttpResponse.json([]);
    }),
  );
});

describe.each(Object.entries(allowed))('the content screens as the %s sees them', (role, may) => {
  it.each(screens)('$name: add $add, edit and delete as the role allows', async ({ Page, path, heading, add, edit, remove, feature }) => {
    renderAdmin(withAuth(<Page />, authStateFor(role as DemoRole)), { path });
    await screen.findByRole('heading', { name: heading });
    expect(screen.queryAllByRole('link', { name: add })).toHaveLength(may.add ? 1 : 0);
    expect(screen.queryAllByRole('link', { name: edit }).length > 0).toBe(may.edit);
    if (feature) expect(screen.queryAllByRole('button', { name: feature }).length > 0).toBe(may.edit);
    expect(screen.queryAllByRole('button', { name: remove }).length > 0).toBe(may.remove);
  });
});
