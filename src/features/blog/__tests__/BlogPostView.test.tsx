import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BlogPostView } from '../components/BlogPostView';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { blogPost, postId } from './fixtures';

const firstLoad = { timeout: 5000 };

const current = blogPost({
  id: postId(1),
  title: 'Billboards in the Monsoon',
  category: 'Strategy',
  content: 'Rain changes how people look at roads.\n\n<img src=x onerror="alert(1)"> is text, not markup.\n\nPlan for it.',
  tags: ['hoardings', 'weather'],
  read_time: 7,
  published_at: '2025-03-14',
});
const list = [
  current,
  blogPost({ id: postId(2), title: 'Unipoles That Work', category: 'Strategy' }),
  blogPost({ id: postId(3), title: 'Sampling That Sells', category: 'Event Marketing' }),
  blogPost({ id: postId(4), title: 'Lookwalkers 101', category: 'Strategy' }),
  blogPost({ id: postId(5), title: 'Metro Pillars', category: 'Strategy' }),
  blogPost({ id: postId(6), title: 'Festive Hoardings', category: 'Strategy' }),
];

/** PostgREST for blog_posts: the list, or one row for `id=eq.x` (answered as a single object). */
function blogApi({ detail = 'found' }: { detail?: 'found' | 'missing' | 'error' } = {}) {
  const requests: URLSearchParams[] = [];
  const handler = http.get(`${testOrigin}/rest/v1/blog_posts`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const id = query.get('id')?.replace(/^eq\./, '');
    if (!id) return HttpResponse.json(list);
    if (detail === 'error') return HttpResponse.json({ message: 'boom' }, { status: 500 });
    const row = detail === 'found' ? list.find((post) => post.id === id) : undefined;
    return HttpResponse.json(row ? [row] : []);
  });
  return { handler, requests };
}

function renderPost(id: string) {
  return renderWithProviders(<BlogPostView postId={id} />, { path: `/blog/${id}` });
}

describe('Blog post page', () => {
  it('shows the post with its content as text paragraphs, tags and share links', async () => {
    server.use(blogApi().handler);
    renderPost(postId(1));
    const title = await screen.findByRole('heading', { level: 1, name: 'Billboards in the Monsoon' }, firstLoad);
    const article = title.closest('article') as HTMLElement;
    expect(within(article).getByText('7 min read')).toBeInTheDocument();
    expect(within(article).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(article).getByText('Priya Venkatesh')).toBeInTheDocument();
    expect(within(article).getByText('Director, Client Strategy')).toBeInTheDocument();
    expect(within(article).getByText('Rain changes how people look at roads.')).toBeInTheDocument();
    expect(within(article).getByText('<img src=x onerror="alert(1)"> is text, not markup.')).toBeInTheDocument();
    expect(within(article).getByText('Plan for it.')).toBeInTheDocument();
    expect(article.querySelector('img[src="x"]')).toBeNull();
    expect(within(within(article).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['hoardings', 'weather']);

    const shares = ['Facebook', 'X', 'LinkedIn'].map((network) => within(article).getByRole('link', { name: new RegExp(`^${network}`) }));
    // Built from the page's own address once in the browser (the prerender writes the canonical one).
    const here = encodeURIComponent(window.location.href);
    for (const link of shares) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toContain(here);
    }
  });

  it('shows the category and up to 3 related posts of that category', async () => {
    server.use(blogApi().handler);
    renderPost(postId(1));
    const sidebar = await screen.findByRole('complementary', {}, firstLoad);
    const related = await within(sidebar).findByRole('region', { name: 'Related Articles' });
    expect(within(sidebar).getByRole('region', { name: 'Category' })).toHaveTextContent('Strategy');
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/[A-Z][a-z]{2} \d+, \d{4}$/, ''))).toEqual(['Unipoles That Work', 'Lookwalkers 101', 'Metro Pillars']);
    expect(links[0]).toHaveAttribute('href', `/blog/${postId(2)}`);
    expect(await within(sidebar).findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it.each([
    ['a missing post', 'missing' as const],
    ['a failed fetch', 'error' as const],
  ])('shows Blog Post Not Found for %s', async (_, detail) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(blogApi({ detail }).handler);
    renderPost(postId(99));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    vi.restoreAllMocks();
  });

  it('shows Blog Post Not Found for an id that is not a uuid, without asking for it', async () => {
    const { handler, requests } = blogApi();
    server.use(handler);
    renderPost('not-a-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }, firstLoad)).toBeInTheDocument();
    expect(requests.some((query) => query.has('id'))).toBe(false);
  });
});
