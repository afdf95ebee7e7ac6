import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import type { AdminBlogPost } from '../api/fetch-admin-blog-posts';
import { AdminBlogPostList } from '../components/admin/AdminBlogPostList';

const url = `${testOrigin}/rest/v1/blog_posts`;
// The list reads the staff-only view, whose search uses the trigram indexes (docs/decisions/031).
const listUrl = `${testOrigin}/rest/v1/blog_posts_list`;

function post(id: string, title: string): AdminBlogPost {
  return {
    id,
    title,
    excerpt: `About ${title}`,
    author_name: 'Meera Krishnan',
    category: 'Strategy',
    published_at: '2025-03-15',
    image: `/images/seed/${id}.jpg`,
    status: 'published',
    created_at: '2025-03-15T09:00:00Z',
  };
}

function setup({ canEdit = true, canDelete = true, path = '/admin/blog-posts', rows = [post('p1', 'First post'), post('p2', 'Second post')], total = undefined as number | undefined } = {}) {
  const realtime = fakeRealtime();
  const gets: URL[] = [];
  server.use(
    realtime.handler,
    http.get(listUrl, ({ request }) => {
      const address = new URL(request.url);
      gets.push(address);
      expect(address.searchParams.get('order')).toBe('created_at.desc,id.desc');
      const range = rows.length > 0 ? `0-${rows.length - 1}` : '*';
      return HttpResponse.json(rows, { headers: { 'Content-Range': `${range}/${total ?? rows.length}` } });
    }),
  );
  const view = renderAdmin(<AdminBlogPostList canEdit={canEdit} canDelete={canDelete} />, { path });
  return { ...view, rows, realtime, user: userEvent.setup({ delay: null }), gets: () => gets.length, lastGet: () => gets[gets.length - 1]! };
}

function row(title: string) {
  return screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
}

describe('AdminBlogPostList', () => {
  it('lists title, category, published date, author and image (no ids), with New Post, Edit and Delete for an admin', async () => {
    setup();
    await screen.findByRole('heading', { name: 'First post' });
    const first = row('First post');
    expect(within(first).getByText('Strategy')).toBeInTheDocument();
    expect(within(first).getByText('Mar 15, 2025')).toBeInTheDocument();
    expect(within(first).getByText('By Meera Krishnan')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('p1');
    expect(screen.getByText('Total: 2 posts')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/seed/p1.jpg');
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/blog-posts/new');
    expect(within(first).getByRole('link', { name: 'Edit First post' })).toHaveAttribute('href', '/admin/blog-posts/p1/edit');
    expect(within(first).getByRole('button', { name: 'Delete First post' })).toBeInTheDocument();
  });

  it('marks drafts and scheduled posts, and offers every staff member a preview (docs/product.md §10)', async () => {
    const rows = [
      { ...post('p1', 'A draft'), status: 'draft' },
      { ...post('p2', 'A scheduled post'), published_at: '2099-05-01T09:30:00Z' },
      post('p3', 'A published post'),
    ];
    setup({ canEdit: false, canDelete: false, rows });
    await screen.findByRole('heading', { name: 'A draft' });
    expect(within(row('A draft')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('A scheduled post')).getByText(/^Scheduled for/)).toHaveTextContent(/^Scheduled for May 1, 2099/);
    expect(within(row('A published post')).getByText('Mar 15, 2025')).toBeInTheDocument();
    expect(within(row('A draft')).getByRole('link', { name: 'Preview A draft' })).toHaveAttribute('href', '/blog/p1?preview');
  });

  it('hides New Post and Edit without canEdit, and Delete without canDelete', async () => {
    setup({ canEdit: false, canDelete: false });
    await screen.findByRole('heading', { name: 'First post' });
    expect(screen.queryByRole('link', { name: 'New Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('lets an editor edit but not delete', async () => {
    setup({ canEdit: true, canDelete: false });
    await screen.findByRole('heading', { name: 'First post' });
    expect(screen.getByRole('link', { name: 'Edit First post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('deletes only after confirmation and marks the row busy meanwhile', async () => {
    const { user, rows } = setup();
    let release: () => void = () => {};
    const deleted: string[] = [];
    server.use(
      http.delete(url, async ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        await new Promise<void>((resolve) => (release = resolve));
        rows.splice(0, 1);
        return HttpResponse.json([{ id: 'p1' }]);
      }),
    );
    await screen.findByRole('heading', { name: 'First post' });

    await user.click(screen.getByRole('button', { name: 'Delete First post' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete First post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['eq.p1']));
    expect(row('First post')).toHaveAttribute('aria-busy', 'true');
    expect(within(row('First post')).getByText('Deleting...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'First post' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Second post' })).toBeInTheDocument();
  });

  it("alerts 'Error deleting post' when the delete fails", async () => {
    const { user } = setup();
    server.use(http.delete(url, () => HttpResponse.json({ message: 'boom', code: '500' }, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('heading', { name: 'First post' });
    await user.click(screen.getByRole('button', { name: 'Delete First post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting post');
    expect(screen.getByRole('heading', { name: 'First post' })).toBeInTheDocument();
  });

  it('reloads for ?refresh=true and then removes the flag from the address', async () => {
    const { router, gets } = setup();
    await screen.findByRole('heading', { name: 'First post' });
    expect(gets()).toBe(1);
    // A form navigates back with the flag after saving.
    await act(() => router.navigate('/admin/blog-posts?refresh=true'));
    await waitFor(() => expect(gets()).toBe(2));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('applies live inserts (first), updates and deletes', async () => {
    const { realtime, rows } = setup();
    await screen.findByRole('heading', { name: 'First post' });
    await waitFor(() => expect(realtime.subscribedTables()).toContain('blog_posts'));

    // Each change reads the page again: only the server knows what a searched, filtered page holds now.
    rows.unshift(post('p3', 'Brand new post'));
    act(() => realtime.emit('blog_posts', 'INSERT', post('p3', 'Brand new post')));
    await screen.findByRole('heading', { name: 'Brand new post' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Brand new post', 'First post', 'Second post']);
    expect(screen.getByText('Total: 3 posts')).toBeInTheDocument();

    rows[1] = post('p1', 'First post, revised');
    act(() => realtime.emit('blog_posts', 'UPDATE', post('p1', 'First post, revised')));
    await screen.findByRole('heading', { name: 'First post, revised' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Brand new post', 'First post, revised', 'Second post']);

    rows.splice(2, 1);
    act(() => realtime.emit('blog_posts', 'DELETE', { id: 'p2' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Second post' })).not.toBeInTheDocument());
  });

  it("shows 'No blog posts found.' for an empty list", async () => {
    setup({ rows: [] });
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first post' })).toBeInTheDocument();
  });

  it('searches title, excerpt and author name, and says when nothing matches without offering a first post', async () => {
    const { user, lastGet, rows } = setup();
    await screen.findByRole('heading', { name: 'First post' });
    rows.splice(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'monsoon');
    await waitFor(() => expect(lastGet().searchParams.get('or')).toBe('("title".ilike."*monsoon*","excerpt".ilike."*monsoon*","author_name".ilike."*monsoon*")'));
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your first post' })).not.toBeInTheDocument();
  });

  it('filters by category and by state: draft, scheduled (published, moment to come) or published (moment passed)', async () => {
    const { user, lastGet, router } = setup();
    await screen.findByRole('heading', { name: 'First post' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Technology');
    await waitFor(() => expect(lastGet().searchParams.get('category')).toBe('eq.Technology'));
    expect(router.state.location.search).toBe('?category=Technology');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Draft');
    await waitFor(() => expect(lastGet().searchParams.get('status')).toBe('eq.draft'));
    expect(lastGet().searchParams.get('published_at')).toBeNull();

    const before = Date.now();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Scheduled');
    await waitFor(() => expect(lastGet().searchParams.get('published_at')).toMatch(/^gte\./));
    expect(lastGet().searchParams.get('status')).toBe('eq.published');
    expect(Date.parse(lastGet().searchParams.get('published_at')!.slice(4))).toBeGreaterThanOrEqual(before - 1000);

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Published');
    await waitFor(() => expect(lastGet().searchParams.get('published_at')).toMatch(/^lt\./));
    expect(lastGet().searchParams.get('status')).toBe('eq.published');
    expect(lastGet().searchParams.get('category')).toBe('eq.Technology');
  });

  it('pages 25 at a time and says how many posts there are', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => post(`p${index}`, `Post ${index}`));
    const { user, lastGet } = setup({ rows, total: 30 });
    await screen.findByRole('heading', { name: 'Post 0' });
    expect(screen.getByText('Total: 30 posts')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastGet().searchParams.get('offset')).toBe('25'));
  });
});
