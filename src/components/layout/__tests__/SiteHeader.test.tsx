import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { SiteHeader } from '../SiteHeader';

const servicesButton = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Services' });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

/** The header with both menus' code loaded (they load apart from the page: docs/decisions/037). */
async function renderHeader() {
  const rendered = renderWithProviders(<SiteHeader />);
  await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Services' });
  await screen.findByRole('button', { name: 'Open menu' });
  return rendered;
}

describe('desktop Services dropdown', () => {
  it('lists every category and its services, closed until asked', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHeader();
    const button = servicesButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(button);
    expect(within(panel).getByRole('link', { name: 'Outdoor Advertising' })).toHaveAttribute('href', '/services#outdoor');
    expect(within(panel).getByRole('link', { name: 'Airport Advertising' })).toHaveAttribute('href', '/services/transport/airport-advertising');
    expect(within(panel).getAllByRole('link')).toHaveLength(5 + 13 + 1);
  });

  it('opens on ArrowDown with focus on the first link and closes on Escape, focus back on the button', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHeader();
    servicesButton().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(panelOf(servicesButton())).getByRole('link', { name: 'Outdoor Advertising' })).toHaveFocus());
    await user.tab();
    expect(within(panelOf(servicesButton())).getByRole('link', { name: 'Billboard Advertising' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(servicesButton()).toHaveFocus();
  });

  it('toggles with Enter', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHeader();
    servicesButton().focus();
    await user.keyboard('{Enter}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on mouse hover, and closes on a click outside', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHeader();
    fireEvent.pointerEnter(servicesButton().parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a service is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHeader();
    await user.click(servicesButton());
    await user.click(within(panelOf(servicesButton())).getByRole('link', { name: 'Bus Advertising' }));
    expect(router.state.location.pathname).toBe('/services/transport/bus-advertising');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu', () => {
  it('expands, shows Services in place, and closes after a link is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(menu).getByRole('button', { name: 'Services' }));
    await user.click(within(menu).getByRole('link', { name: 'Lookwalker Advertising' }));
    expect(router.state.location.pathname).toBe('/services/mobile/lookwalker');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
