import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authStateFor, withAuth } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import type { AuthState } from '../auth-context';
import { RequireAdminAccess } from '../components/RequireAdminAccess';

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}</p>;
}

function renderGuard(state: AuthState, path = '/admin/clients?refresh=true') {
  return renderWithProviders(withAuth(<RequireAdminAccess><p>Admin content</p></RequireAdminAccess>, state), {
    path,
    routePath: '/admin/*',
    extraRoutes: [{ path: '/admin/login', element: withAuth(<LoginProbe />, state) }],
  });
}

describe('RequireAdminAccess', () => {
  it('says it is checking while the session or profile is loading', () => {
    renderGuard(authStateFor('admin', { loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking access...');
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page, remembering the page asked for', async () => {
    renderGuard(authStateFor(null, { session: null, user: null }));
    expect(await screen.findByText('Login page, from /admin/clients?refresh=true')).toBeInTheDocument();
  });

  it('shows Profile Not Found to an account without a profile', () => {
    renderGuard(authStateFor(null));
    expect(screen.getByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Your account exists but doesn't have admin access.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('shows Access Denied to a role outside admin, editor and reviewer', () => {
    renderGuard(authStateFor('member'));
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin panel.")).toBeInTheDocument();
    expect(screen.getByText('Required: Admin, Editor, or Reviewer')).toBeInTheDocument();
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('Back to Login signs out, then opens the login page', async () => {
    const signOut = vi.fn(async () => {});
    renderGuard(authStateFor('member', { signOut }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText(/^Login page/)).toBeInTheDocument());
  });

  it.each(['admin', 'editor', 'reviewer'] as const)('lets %s in', (role) => {
    renderGuard(authStateFor(role));
    expect(screen.getByText('Admin content')).toBeInTheDocument();
  });
});
