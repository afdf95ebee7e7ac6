import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { restGet, testOrigin } from '@/testing/rest';
import { HomeSuccessStories } from '../components/HomeSuccessStories';
import { story } from './fixtures';

describe('HomeSuccessStories', () => {
  it('asks for featured stories only, newest first, and shows them', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${testOrigin}/rest/v1/success_stories`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([story({ id: 'a', title: 'Metro launch' })]);
      }),
    );
    renderWithProviders(<HomeSuccessStories />);
    expect(await screen.findByRole('heading', { name: 'Metro launch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Success Stories' })).toBeInTheDocument();
    expect(query?.get('featured')).toBe('eq.true');
    expect(query?.get('order')).toBe('created_at.desc');
  });

  it('is hidden when there are no featured stories', async () => {
    server.use(restGet('success_stories', []));
    renderWithProviders(<HomeSuccessStories />);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Success Stories' })).not.toBeInTheDocument());
  });

  it('logs a failed fetch and shows no error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(restGet('success_stories', { message: 'boom' }, 500));
    renderWithProviders(<HomeSuccessStories />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error fetching success stories:', expect.objectContaining({ message: 'boom' })));
    expect(screen.queryByRole('heading', { name: 'Success Stories' })).not.toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    log.mockRestore();
  });
});
