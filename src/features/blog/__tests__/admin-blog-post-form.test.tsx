import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { field, renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import type { BlogPost } from '../api/fetch-blog-posts';
import { BlogPostForm } from '../components/admin/BlogPostForm';

const url = `${testOrigin}/rest/v1/blog_posts`;
const postId = '3f0c8a9e-2b1d-4c5e-9f70-1a2b3c4d5e6f';

const stored: BlogPost = {
  id: postId,
  title: 'Unipoles on OMR',
  excerpt: 'Why height matters',
  content: 'Para one.\n\nPara two.',
  author_name: 'Priya Venkatesh',
  author_avatar: '/images/seed/priya.jpg',
  author_role: 'Strategy Lead',
  author_id: null,
  category: 'Strategy',
  tags: ['outdoor', 'unipoles'],
  image: '/images/seed/omr.jpg',
  published_at: '2025-02-03T12:00:00Z',
  status: 'draft',
  read_time: 7,
  created_at: '2025-02-03T10:00:00Z',
  updated_at: '2025-02-03T10:00:00Z',
};

/** The staff a post can be by (blog_authors()): one with a full profile, one without a portrait. */
const authors = [
  { id: '5eed0000-0000-4000-8000-000000000002', full_name: 'Meera Krishnan', job_title: 'Creative Director', portrait_url: '/images/site/about/leader-4.svg' },
  { id: '5eed0000-0000-4000-8000-000000000006', full_name: 'Divya Natarajan', job_title: 'Client Sales Manager', portrait_url: null },
];

beforeEach(() => {
  server.use(http.post(`${testOrigin}/rest/v1/rpc/blog_authors`, () => HttpResponse.json(authors)));
});

function renderForm(id?: string) {
  const path = id ? `/admin/blog-posts/${id}/edit` : '/admin/blog-posts/new';
  const view = renderAdmin(<BlogPostForm id={id} canEdit me={authors[0]} />, {
    path,
    routePath: id ? '/admin/blog-posts/:id/edit' : '/admin/blog-posts/new',
    extraRoutes: [{ path: '/admin/blog-posts', element: <p>Blog list</p> }],
  });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

async function fillNewPost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), '  Festive BTL ideas ');
  await user.selectOptions(field('Category'), 'Event Marketing');
  await user.type(field('Excerpt'), 'Five ideas');
  await user.type(field('Content'), 'Body');
  await user.clear(field('Read Time (minutes)'));
  await user.type(field('Read Time (minutes)'), '4');
  await user.type(field('Featured Image URL'), '/images/seed/festive.jpg');
  await user.type(field('Tags'), 'btl, festive, ,diwali');
  await user.clear(field('Published Date'));
  await user.type(field('Published Date'), '2025-10-01');
  await user.selectOptions(field('Status'), 'Draft (only staff can see it)');
}

describe('BlogPostForm', () => {
  it('shows the rule messages and sends nothing when the form is incomplete', async () => {
    const { user } = renderForm();
    await user.clear(field('Read Time (minutes)'));
    await user.type(field('Read Time (minutes)'), '0');
    await user.type(field('Featured Image URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(field('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Read time must be a whole number of at least 1 minute')).toBeInTheDocument();
    // The author is the signed-in person until someone else is chosen; one without a portrait cannot be chosen.
    expect(field('Author')).toHaveValue(authors[0]!.id);
    await user.selectOptions(field('Author'), 'Divya Natarajan, Client Sales Manager');
    expect(field('Author')).toHaveAccessibleDescription(
      'Divya Natarajan has no portrait in their profile yet. They can add it under Your profile (their name at the top of the back office).',
    );
    expect(field('Featured Image URL')).toHaveAccessibleDescription('Enter a valid URL (https://...) or a site path (/images/...)');
  });

  it('creates the post, shows Saving..., then returns to the list with the refresh flag', async () => {
    const { user, router } = renderForm();
    let body: unknown;
    server.use(
      http.post(url, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([{ id: postId }], { status: 201 });
      }),
    );
    expect(screen.getByRole('heading', { name: 'Create New Blog Post' })).toBeInTheDocument();
    expect(field('Read Time (minutes)')).toHaveValue(5);
    // A new post starts as a draft (docs/product.md §10).
    expect(field('Status')).toHaveValue('draft');
    expect(await screen.findByRole('figure', { name: 'Byline' })).toHaveTextContent('Meera KrishnanCreative Director');
    await fillNewPost(user);
    // A new post starts at the current time (docs/product.md §10, Publishing workflow).
    const time = (field('Publish Time') as HTMLInputElement).value;
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await screen.findByText('Blog list');
    expect(router.state.location.pathname + router.state.location.search).toBe('/admin/blog-posts?refresh=true');
    expect(body).toEqual({
      title: 'Festive BTL ideas',
      category: 'Event Marketing',
      excerpt: 'Five ideas',
      content: 'Body',
      author_id: authors[0]!.id,
      author_name: 'Meera Krishnan',
      author_role: 'Creative Director',
      read_time: 4,
      author_avatar: '/images/site/about/leader-4.svg',
      image: '/images/seed/festive.jpg',
      tags: ['btl', 'festive', 'diwali'],
      status: 'draft',
      // The typed date and time, India time, as one moment (docs/product.md §10, Publishing workflow).
      published_at: new Date(`2025-10-01T${time}:00+05:30`).toISOString(),
    });
  });

  it('loads the post for editing and updates it by id', async () => {
    let patched: { query: string; body: unknown } | undefined;
    server.use(
      http.get(url, () => HttpResponse.json([stored])),
      http.patch(url, async ({ request }) => {
        patched = { query: new URL(request.url).searchParams.get('id') ?? '', body: await request.json() };
        return HttpResponse.json([{ id: postId }]);
      }),
    );
    const { user } = renderForm(postId);
    expect(await screen.findByRole('heading', { name: 'Edit Blog Post' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Unipoles on OMR');
    expect(field('Tags')).toHaveValue('outdoor, unipoles');
    expect(field('Published Date')).toHaveValue('2025-02-03');
    expect(field('Status')).toHaveValue('draft');
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', '/images/seed/omr.jpg');
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Unipoles on OMR, revisited');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await screen.findByText('Blog list');
    expect(patched?.query).toBe(`eq.${postId}`);
    expect(patched?.body).toMatchObject({ title: 'Unipoles on OMR, revisited', read_time: 7, tags: ['outdoor', 'unipoles'] });
  });

  it('refuses a save made after someone else saved the post, names who and when, and keeps what was typed', async () => {
    // docs/decisions/066: the update is conditional on the updated_at the form loaded; no row back means stale.
    let condition: string | null = null;
    server.use(
      http.get(url, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('select') === 'updated_at' ? [{ updated_at: '2025-02-04T10:35:00Z' }] : [stored]),
      ),
      http.patch(url, ({ request }) => {
        condition = new URL(request.url).searchParams.get('updated_at');
        return HttpResponse.json([]);
      }),
      http.get(`${testOrigin}/rest/v1/audit_log`, () => HttpResponse.json([{ actor_name: 'Meera Krishnan', occurred_at: '2025-02-04T10:35:00Z' }])),
    );
    const { user } = renderForm(postId);
    await user.clear(await screen.findByLabelText(/^Title/));
    await user.type(field('Title'), 'My version');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Meera Krishnan saved this blog post at 4:05 pm, after you opened it. Your changes are still here: copy what you need, then reload to see theirs.',
    );
    expect(condition).toBe(`eq.${stored.updated_at}`);
    expect(field('Title')).toHaveValue('My version');
    expect(screen.getByRole('button', { name: 'Update Post' })).toBeEnabled();
  });

  it("keeps a post's stored byline until another author is chosen, then takes that person's profile", async () => {
    let patched: unknown;
    server.use(
      http.get(url, () => HttpResponse.json([stored])),
      http.patch(url, async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json([{ id: postId }]);
      }),
    );
    const { user } = renderForm(postId);
    expect(await screen.findByRole('option', { name: 'Priya Venkatesh (as on the post)' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Byline' })).toHaveTextContent('Priya VenkateshStrategy Lead');
    await user.selectOptions(field('Author'), 'Meera Krishnan, Creative Director');
    expect(screen.getByRole('figure', { name: 'Byline' })).toHaveTextContent('Meera KrishnanCreative Director');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await screen.findByText('Blog list');
    expect(patched).toMatchObject({ author_id: authors[0]!.id, author_name: 'Meera Krishnan', author_role: 'Creative Director', author_avatar: '/images/site/about/leader-4.svg' });
  });

  it('shows a database rule failure as a readable sentence and stays on the form', async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          { code: '23514', message: 'new row for relation "blog_posts" violates check constraint "blog_posts_title_length"', details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    await fillNewPost(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is too long.');
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  });

  it("shows 'Error loading post' when the post cannot be loaded", async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderForm(postId);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading post');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument());
  });
});
