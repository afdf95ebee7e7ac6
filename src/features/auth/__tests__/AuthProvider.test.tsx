import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoProfile, demoSession, demoUser, storeSession } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import { useAuth, usePermissions } from '../auth-context';
import { AuthProvider } from '../components/AuthProvider';

const admin = demoProfile('admin');
const adminUser = demoUser(admin.id, admin.email);
const profileUrl = `${testOrigin}/rest/v1/user_profiles`;

function AuthProbe() {
  const { user, profile, loading, signIn, signOut } = useAuth();
  const { canEdit } = usePermissions();
  if (loading) return <p>loading</p>;
  return (
    <div>
      <p>user: {user?.email ?? 'none'}</p>
      <p>role: {profile?.role ?? 'none'}</p>
      <p>canEdit: {String(canEdit)}</p>
      <button type="button" onClick={() => void signIn('  admin@example.com ', ' password123 ')}>sign in</button>
      <button type="button" onClick={() => void signOut()}>sign out</button>
    </div>
  );
}

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** The profile lookup: `select * where id = uid`, a single row. */
function profileHandler(reply: () => Response) {
  return http.get(profileUrl, ({ request }) => {
    const url = new URL(request.url);
    expect(url.searchParams.get('id')).toBe(`eq.${admin.id}`);
    expect(url.searchParams.get('select')).toBe('*');
    return reply();
  });
}

describe('AuthProvider', () => {
  it('loads the signed-in user and their profile', async () => {
    storeSession(demoSession(adminUser));
    const realtime = fakeRealtime();
    server.use(realtime.handler, profileHandler(() => HttpResponse.json(admin)));
    renderProvider();
    expect(await screen.findByText('role: admin')).toBeInTheDocument();
    expect(screen.getByText('user: admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('canEdit: true')).toBeInTheDocument();
  });

  it('treats a missing profile row (PGRST116) as no profile', async () => {
    storeSession(demoSession(adminUser));
    const realtime = fakeRealtime();
    server.use(
      realtime.handler,
      profileHandler(() =>
        HttpResponse.json(
          { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'JSON object requested, multiple (or no) rows returned' },
          { status: 406 },
        ),
      ),
    );
    renderProvider();
    expect(await screen.findByText('user: admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('role: none')).toBeInTheDocument();
  });

  it('treats any other profile lookup error as no profile', async () => {
    storeSession(demoSession(adminUser));
    server.use(fakeRealtime().handler, profileHandler(() => HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 })));
    renderProvider();
    expect(await screen.findByText('role: none')).toBeInTheDocument();
  });

  it('applies a live update of the own profile row (a role change) without reloading', async () => {
    storeSession(demoSession(adminUser));
    const realtime = fakeRealtime();
    server.use(realtime.handler, profileHandler(() => HttpResponse.json(admin)));
    renderProvider();
    await screen.findByText('role: admin');
    await waitFor(() => expect(realtime.subscribedTables()).toContain('user_profiles'));
    const binding = realtime.joins.flatMap((join) => join.bindings).find((b) => b.table === 'user_profiles');
    expect(binding).toMatchObject({ event: 'UPDATE', schema: 'public', filter: `id=eq.${admin.id}` });

    act(() => realtime.emit('user_profiles', 'UPDATE', { ...admin, role: 'reviewer' }));
    expect(await screen.findByText('role: reviewer')).toBeInTheDocument();
    expect(screen.getByText('canEdit: false')).toBeInTheDocument();
  });

  it('signs in with trimmed credentials and then loads the profile', async () => {
    const realtime = fakeRealtime();
    let body: unknown;
    server.use(
      realtime.handler,
      profileHandler(() => HttpResponse.json(admin)),
      http.post(`${testOrigin}/auth/v1/token`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(demoSession(adminUser));
      }),
    );
    renderProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('role: admin')).toBeInTheDocument();
    expect(body).toMatchObject({ email: 'admin@example.com', password: 'password123' });
  });

  it('clears user and profile on sign-out', async () => {
    storeSession(demoSession(adminUser));
    server.use(
      fakeRealtime().handler,
      profileHandler(() => HttpResponse.json(admin)),
      http.post(`${testOrigin}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    renderProvider();
    await screen.findByText('role: admin');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByText('user: none')).toBeInTheDocument();
    expect(screen.getByText('role: none')).toBeInTheDocument();
  });
});
