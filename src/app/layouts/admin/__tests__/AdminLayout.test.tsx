import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authStateFor, demoProfile, withAuth, type DemoRole } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { contentTables, contentTypes } from '@/config/content-types';
import { AdminLayout } from '../AdminLayout';

/** Every content type's link, in the registry's order (src/config/content-types.ts), then the media library. */
const contentLinks = [...contentTables.map((table) => contentTypes[table].navLabel), 'Media'];
const leadLinks = ['Leads', 'Contact Submissions', 'Festival Bookings', 'Resource Downloads', 'Newsletter Subscribers'];

function renderLayout(role: DemoRole | 'sales' | 'accounts', signOut = vi.fn(async () => {})) {
  // Sales and accounts are not demo roles of src/testing: an admin's state with the role changed.
  const state = role === 'sales' || role === 'accounts' ? authStateFor('admin', { signOut, profile: { ...demoProfile('admin'), role } }) : authStateFor(role, { signOut });
  // Admins' layout counts unread leads and follows new ones live.
  server.use(fakeRealtime().handler, http.post(`${testOrigin}/rest/v1/rpc/dashboard_count`, () => HttpResponse.json(0)));
  const result = renderWithProviders(withAuth(<AdminLayout><p>Screen</p></AdminLayout>, state), {
    path: '/admin',
    routePath: '/admin/*',
    extraRoutes: [{ path: '/admin/login', element: <p>Login page</p> }],
  });
  return { ...result, signOut };
}

function navLinkNames() {
  return within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('AdminLayout', () => {
  it('gives an admin every link, full permissions and the ADMIN badge', () => {
    renderLayout('admin');
    expect(screen.getByText('Welcome, Demo Admin')).toBeInTheDocument();
    expect(screen.getByText('ADMIN')).toBeInTheDocument();
    expect(navLinkNames()).toEqual(['Dashboard', 'Sites', ...contentLinks, 'Campaigns', 'Customers', 'Mounting Jobs', 'Sales Settings', 'Invoices', 'Receivables', 'GST Returns', 'Leases', 'Site Costs', 'Margins', ...leadLinks, 'Staff', 'Activity']);
    expect(screen.queryByText('Edit Only')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Your Permissions' });
    expect(panel).toHaveTextContent('Delete content');
    expect(panel).not.toHaveTextContent('View Only Access');
    expect(screen.getByText('Screen')).toBeInTheDocument();
  });

  it("tags an editor's content links 'Edit Only' and hides the lead screens", () => {
    renderLayout('editor');
    expect(screen.getByText('EDITOR')).toBeInTheDocument();
    expect(navLinkNames()).toEqual(['Dashboard', 'Sites', ...contentLinks.map((name) => `${name}Edit Only`)]);
    expect(screen.getAllByText('Edit Only')).toHaveLength(contentLinks.length);
    expect(screen.getByRole('region', { name: 'Your Permissions' })).toHaveTextContent('No delete access');
  });

  it('gives sales the campaigns and customers, and the leads, but no content links (docs/product.md §13)', () => {
    renderLayout('sales');
    expect(navLinkNames()).toEqual(['Dashboard', 'Sites', 'Review Blog Posts', 'Campaigns', 'Customers', 'Mounting Jobs', 'Sales Settings', 'Invoices', 'Receivables', ...leadLinks]);
  });

  it('gives accounts the dashboard, the invoices, the receivables, the GST returns, the leases, the site costs and the margins, and nothing of the content, sites, leads or sales (decision 104)', () => {
    renderLayout('accounts');
    expect(navLinkNames()).toEqual(['Dashboard', 'Invoices', 'Receivables', 'GST Returns', 'Leases', 'Site Costs', 'Margins']);
  });

  it("shows a reviewer no content links but the blog to review, and 'View Only Access'", () => {
    renderLayout('reviewer');
    expect(screen.getByText('REVIEWER')).toBeInTheDocument();
    // Reviewing drafts is what the role is for (docs/product.md §10, Publishing workflow); Sites (docs/product.md §11) is for
    // every staff role: reviewers read the inventory and its bookings.
    expect(navLinkNames()).toEqual(['Dashboard', 'Sites', 'Review Blog Posts']);
    expect(screen.getByRole('region', { name: 'Your Permissions' })).toHaveTextContent('View Only Access');
    expect(screen.queryByText('Edit Only')).not.toBeInTheDocument();
  });

  it('Sign Out ends the session and opens the login page', async () => {
    const { signOut, router } = renderLayout('editor');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the phone menu with its button and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup({ delay: null });
    renderLayout('admin');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    // The page behind the open drawer is inert, so Tab stays in the menu and the top bar.
    expect(document.getElementById('main')).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
  });

  it('closes the phone menu when a link is followed', async () => {
    const user = userEvent.setup({ delay: null });
    renderLayout('admin');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Clients' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
