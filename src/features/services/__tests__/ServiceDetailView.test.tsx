import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadServiceDetail } from '@/catalogue';
import { ServiceDetailView } from '../components/ServiceDetailView';
import { renderWithProviders } from '@/testing/render';

/** What the route renders at `path`: its loader's result (src/app/routes/public/ServiceDetailPage.tsx). */
async function open(path: string) {
  const [, , categoryId, serviceId] = path.split('/');
  return renderWithProviders(<ServiceDetailView entry={await loadServiceDetail(categoryId, serviceId)} />, { path });
}

describe('service detail page', () => {
  it('shows hero, overview, benefits, features, FAQ, sidebar and the closing call', async () => {
    await open('/services/btl/sampling-campaigns');
    expect(screen.getByRole('heading', { level: 1, name: 'Sampling Campaigns' })).toBeInTheDocument();
    expect(screen.getByText('Put your product in people’s hands at homes, stores, offices and events.')).toBeInTheDocument();
    for (const name of ['Overview', 'Key Benefits', 'Features', 'Frequently Asked Questions', 'Related Services']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Door-to-door sampling' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How many samples can you distribute?' })).toHaveAttribute('aria-expanded', 'false');
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Request a Consultation/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /View All Services/ })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('heading', { name: 'Resources' })).not.toBeInTheDocument();
  });

  it('relates up to 3 services of the same category, never the current one', async () => {
    await open('/services/mobile/lookwalker');
    const related = screen.getByRole('heading', { name: 'Related Services' }).parentElement as HTMLElement;
    expect(within(related).getAllByRole('listitem').map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/services/mobile/van-advertising',
      '/services/mobile/tricycle-advertising',
    ]);
  });

  it('offers the resources for download where they exist', async () => {
    await open('/services/btl/store-launch');
    expect(screen.getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Store Launch Checklist' })).toBeInTheDocument();
  });

  it('opens one FAQ at a time', async () => {
    const user = userEvent.setup({ delay: null });
    await open('/services/outdoor/billboards');
    await user.click(screen.getByRole('button', { name: 'How long can I book a billboard for?' }));
    expect(screen.getByText(/Campaigns run from 1 to 12 months/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Do you handle the design?' }));
    expect(screen.getByText(/Campaigns run from 1 to 12 months/)).not.toBeVisible();
  });

  it.each(['/services/outdoor/bus-advertising', '/services/space/billboards', '/services/outdoor/nope'])(
    "shows 'Service Not Found' for %s",
    async (path) => {
      await open(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
      expect(screen.getByText("The service you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
    },
  );
});
