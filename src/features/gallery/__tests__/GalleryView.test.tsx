import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GalleryView } from '../components/GalleryView';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { restGet, testOrigin } from '@/testing/rest';
import { galleryImage } from './fixtures';

// jsdom has no modal dialogs; the browser journeys cover the real ones.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const firstLoad = { timeout: 5000 };

const images = [
  galleryImage({
    id: '1',
    title: 'Anna Salai Unipole',
    category: 'outdoor',
    featured: true,
    project_name: 'Monsoon Sale',
    client_name: 'Chennai Silks',
    location: 'Anna Salai, Chennai',
    year: 2024,
    tags: ['unipole', 'night-lit'],
  }),
  galleryImage({ id: '2', title: 'Mall Sampling', category: 'btl', client_name: 'Aavin' }),
  galleryImage({ id: '3', title: 'Drone Light Show', category: 'drone-shows' }),
];

/** Answers like PostgREST: the category list, or the images filtered by `category=eq.x`. */
function galleryApi(requests: URLSearchParams[] = []) {
  return http.get(`${testOrigin}/rest/v1/gallery_images`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    if (query.get('select') === 'category') {
      return HttpResponse.json([...images].sort((a, b) => a.category.localeCompare(b.category)).map(({ category }) => ({ category })));
    }
    const category = query.get('category')?.replace(/^eq\./, '');
    return HttpResponse.json(category ? images.filter((image) => image.category === category) : images);
  });
}

describe('Gallery page', () => {
  it('offers All Projects plus each category by its label, an unknown one as stored', async () => {
    server.use(galleryApi());
    renderWithProviders(<GalleryView />);
    const filters = await screen.findByRole('group', { name: 'Filter projects by category' }, firstLoad);
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Projects',
      'BTL Activations',
      'drone-shows',
      'Outdoor Advertising',
    ]);
    expect(within(filters).getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'true');
    const featured = screen.getByRole('button', { name: 'View Anna Salai Unipole' }).parentElement as HTMLElement;
    expect(within(featured).getByText('Featured')).toBeInTheDocument();
    expect(within(featured).getByText('Monsoon Sale')).toBeInTheDocument();
    expect(within(featured).getByText('Chennai Silks')).toBeInTheDocument();
  });

  it('asks the server for one category when its filter is chosen, in sort order', async () => {
    const requests: URLSearchParams[] = [];
    server.use(galleryApi(requests));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GalleryView />);
    await user.click(await screen.findByRole('button', { name: 'BTL Activations' }, firstLoad));
    await screen.findByRole('button', { name: 'BTL Activations', pressed: true });
    expect(await screen.findByRole('button', { name: 'View Mall Sampling' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Anna Salai Unipole' })).not.toBeInTheDocument();
    const imageQueries = requests.filter((query) => query.get('select') === '*');
    expect(imageQueries[0].get('category')).toBeNull();
    expect(imageQueries.at(-1)?.get('category')).toBe('eq.btl');
    expect(imageQueries.at(-1)?.get('order')).toBe('sort_order.asc,created_at.desc');
  });

  it('walks the lightbox by keyboard with wrap-around and gives focus back to the card', async () => {
    server.use(galleryApi());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GalleryView />);
    const card = await screen.findByRole('button', { name: 'View Anna Salai Unipole' }, firstLoad);
    await user.click(card);
    const lightbox = screen.getByRole('dialog', { name: 'Anna Salai Unipole' });
    expect(lightbox).toHaveTextContent('1 / 3');
    for (const text of ['Outdoor Advertising', 'Featured', 'Monsoon Sale', 'Anna Salai Unipole description', 'Chennai Silks', 'Anna Salai, Chennai', '2024', 'unipole', 'night-lit']) {
      expect(within(lightbox).getByText(text)).toBeInTheDocument();
    }
    expect(within(lightbox).getByText('Client')).toBeInTheDocument();
    expect(within(lightbox).getByText('Location')).toBeInTheDocument();
    expect(within(lightbox).getByText('Year')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Drone Light Show' })).toHaveTextContent('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Anna Salai Unipole' })).toHaveTextContent('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Next project' }));
    expect(screen.getByRole('dialog', { name: 'Mall Sampling' })).toHaveTextContent('2 / 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('keeps Tab inside the lightbox', async () => {
    server.use(galleryApi());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GalleryView />);
    await user.click(await screen.findByRole('button', { name: 'View Mall Sampling' }, firstLoad));
    const lightbox = screen.getByRole('dialog');
    const close = within(lightbox).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(lightbox).getByRole('button', { name: 'Previous project' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    server.use(galleryApi());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GalleryView />);
    const card = await screen.findByRole('button', { name: 'View Mall Sampling' }, firstLoad);
    await user.click(card);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('shows the empty state', async () => {
    server.use(restGet('gallery_images', []));
    renderWithProviders(<GalleryView />);
    expect(await screen.findByText('No projects found for the selected category.', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute('href', '/contact');
  });

  it('replaces the page with Error Loading Gallery and the message', async () => {
    server.use(restGet('gallery_images', { message: 'relation "gallery_images" does not exist' }, 404));
    renderWithProviders(<GalleryView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Gallery' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('relation "gallery_images" does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Project Gallery' })).not.toBeInTheDocument();
  });
});
