import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BlogIndexView } from '../components/BlogIndexView';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { restGet, testOrigin } from '@/testing/rest';
import { blogPost, postId } from './fixtures';

const firstLoad = { timeout: 5000 };

const posts = [
  blogPost({ id: postId(1), title: 'Billboards in the Monsoon', category: 'Strategy', read_time: 7, published_at: '2025-03-14', tags: ['hoardings', 'weather'] }),
  blogPost({ id: postId(2), title: 'Sampling That Sells', category: 'Event Marketing' }),
];

describe('Blog page', () => {
  it('lists the newest 50 posts with every card field and a Read More link', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${testOrigin}/rest/v1/blog_posts`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(posts);
      }),
    );
    renderWithProviders(<BlogIndexView />);
    const title = await screen.findByRole('heading', { name: 'Billboards in the Monsoon' }, firstLoad);
    expect(query?.get('order')).toBe('published_at.desc');
    expect(query?.get('limit')).toBe('50');

    const card = title.closest('article') as HTMLElement;
    for (const text of ['Strategy', 'Priya Venkatesh', 'Director, Client Strategy', 'Billboards in the Monsoon in a sentence.', '7 min read', 'Mar 14, 2025', 'hoardings', 'weather']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${postId(1)}`);
  });

  it('filters by category with All Posts plus the categories present', async () => {
    server.use(restGet('blog_posts', posts));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BlogIndexView />);
    const filters = await screen.findByRole('group', { name: 'Filter posts by category' }, firstLoad);
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual(['All Posts', 'Strategy', 'Event Marketing']);
    await user.click(within(filters).getByRole('button', { name: 'Event Marketing' }));
    expect(screen.getByRole('heading', { name: 'Sampling That Sells' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Billboards in the Monsoon' })).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'All Posts' }));
    expect(screen.getByRole('heading', { name: 'Billboards in the Monsoon' })).toBeInTheDocument();
  });

  it('shows the empty state and still offers the newsletter', async () => {
    server.use(restGet('blog_posts', []));
    renderWithProviders(<BlogIndexView />);
    expect(await screen.findByText('No blog posts found.', {}, firstLoad)).toBeInTheDocument();
    // The newsletter band is a lazy island: it appears when its code has loaded.
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('replaces the page with Error Loading Blog Posts and the message', async () => {
    server.use(restGet('blog_posts', { message: 'permission denied for table blog_posts' }, 401));
    renderWithProviders(<BlogIndexView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Blog Posts' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('permission denied for table blog_posts')).toBeInTheDocument();
  });
});
