import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProfile, demoSession, demoUser, storeSession } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import { renderWithProviders } from '@/testing/render';
import { ACCESS_REMOVED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../api/sign-in';
import { AdminLogin } from '../components/AdminLogin';

const admin = demoProfile('admin');
const adminUser = demoUser(admin.id, admin.email);
const tokenUrl = `${testOrigin}/auth/v1/token`;

/** GoTrue's refusal of a wrong password, as supabase-js sees it. */
const invalidCredentials = () =>
  HttpResponse.json(
    { code: 'invalid_credentials', message: 'Invalid login credentials' },
    { status: 400, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
  );

/** The page needs no auth provider and no query cache: it loads its client itself (decision 056). */
function renderLogin(state?: { from: string }) {
  const result = renderWithProviders(
    <AdminLogin />,
    {
      path: '/admin/login',
      routePath: '/admin/login',
      extraRoutes: [{ path: '/admin/*', element: <p>Admin area</p> }],
    },
  );
  if (state) void result.router.navigate('/admin/login', { state, replace: true });
  return result;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function signedInHandlers() {
  return [fakeRealtime().handler, http.get(`${testOrigin}/rest/v1/user_profiles`, () => HttpResponse.json(admin))];
}

describe('AdminLogin', () => {
  it("shows the service's message under 'Login Failed' and stays on the page", async () => {
    server.use(http.post(tokenUrl, invalidCredentials));
    renderLogin();
    await fillIn('admin@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });

  it('says to wait when the service refuses sign-ins for a while (429 over_request_rate_limit)', async () => {
    server.use(
      http.post(tokenUrl, () =>
        HttpResponse.json(
          { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
          { status: 429, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        ),
      ),
    );
    renderLogin();
    await fillIn('admin@example.com', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('tells someone whose access was removed so, in words, not "User is banned"', async () => {
    server.use(
      http.post(tokenUrl, () =>
        HttpResponse.json({ code: 'user_banned', message: 'User is banned' }, { status: 400, headers: { 'X-Supabase-Api-Version': '2024-01-01' } }),
      ),
    );
    renderLogin();
    await fillIn('removed@example.com', 'password123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCESS_REMOVED_MESSAGE);
    expect(alert).not.toHaveTextContent('User is banned');
  });

  it('links to the forgotten-password page', async () => {
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot-password');
  });

  it("says 'Connection failed. Please try again.' when the service cannot be reached", async () => {
    server.use(http.post(tokenUrl, () => HttpResponse.error()));
    renderLogin();
    await fillIn('admin@example.com', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection failed. Please try again.');
  });

  it("reads 'Signing in...' with the inputs disabled while signing in", async () => {
    let answer: (response: Response) => void = () => {};
    server.use(http.post(tokenUrl, () => new Promise<Response>((resolve) => (answer = resolve))));
    renderLogin();
    await fillIn('admin@example.com', 'password123');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    answer(invalidCredentials());
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('sends trimmed credentials and opens the dashboard, replacing the login page in history', async () => {
    let body: unknown;
    server.use(
      ...signedInHandlers(),
      http.post(tokenUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(demoSession(adminUser));
      }),
    );
    const { router } = renderLogin();
    await fillIn('  admin@example.com  ', ' password123 ');
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
    expect(body).toMatchObject({ email: 'admin@example.com', password: 'password123' });
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns to the admin page first asked for', async () => {
    server.use(...signedInHandlers(), http.post(tokenUrl, () => HttpResponse.json(demoSession(adminUser))));
    const { router } = renderLogin({ from: '/admin/clients?refresh=true' });
    await fillIn('admin@example.com', 'password123');
    await screen.findByText('Admin area');
    expect(router.state.location.pathname).toBe('/admin/clients');
    expect(router.state.location.search).toBe('?refresh=true');
  });

  it('requires both fields and sends nothing when they are blank', async () => {
    let requests = 0;
    server.use(http.post(tokenUrl, () => (requests++, invalidCredentials())));
    renderLogin();
    await fillIn('   ', '   ');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('sends a visitor who is already signed in straight to the dashboard', async () => {
    storeSession(demoSession(adminUser));
    server.use(...signedInHandlers());
    const { router } = renderLogin();
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keeps the form when the stored session is no longer valid', async () => {
    storeSession({ ...demoSession(adminUser), expires_at: Math.floor(Date.now() / 1000) - 60 });
    let refreshes = 0;
    server.use(
      http.post(tokenUrl, () => (refreshes++, HttpResponse.json({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token' }, { status: 400, headers: { 'X-Supabase-Api-Version': '2024-01-01' } }))),
    );
    renderLogin();
    await expect.poll(() => refreshes).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });
});

describe('AdminLogin, prerendered and hydrated', () => {
  const page = (
    <MemoryRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<AdminLogin />} />
        <Route path="/admin/*" element={<p>Admin area</p>} />
      </Routes>
    </MemoryRouter>
  );
  let unmount = () => {};
  afterEach(() => unmount());

  it("keeps 'Sign In' disabled until the page is interactive, and what was typed before then", async () => {
    let body: unknown;
    server.use(
      ...signedInHandlers(),
      http.post(tokenUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(demoSession(adminUser));
      }),
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // The browser would send the form itself, the password in the address, if its button worked before the code.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    (screen.getByLabelText('Email') as HTMLInputElement).value = 'admin@example.com';
    (screen.getByLabelText('Password') as HTMLInputElement).value = 'password123';

    const root = await act(async () => hydrateRoot(container, page));
    unmount = () => {
      root.unmount();
      container.remove();
    };
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    await userEvent.setup({ delay: null }).click(signIn);
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
    expect(body).toMatchObject({ email: 'admin@example.com', password: 'password123' });
  });
});
