import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoSession, demoUser, storeSession } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { restGet, testOrigin } from '@/testing/rest';
import * as api from '../api/crew';
import { CrewJobs } from '../components/CrewJobs';

/**
 * Who the crew pages show (docs/decisions/058): the crew member last confirmed on the phone at once, while the
 * session stored on it is theirs, and nobody once they sign out, even when the check made on opening the page
 * answers after that.
 */

const KARTHIK = { id: '5eed0000-0000-4000-8000-000000000007', name: 'Karthik Murugan' };
const PRIYA = { id: '5eed0000-0000-4000-8000-0000000000c2', name: 'Priya Raman' };

describe('the crew member on the phone', () => {
  it("asks again who is signed in when the phone's stored session is another's since the page last asked", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const profiles = { [PRIYA.id]: PRIYA.name, [KARTHIK.id]: KARTHIK.name };
    server.use(
      http.get(`${testOrigin}/rest/v1/user_profiles`, ({ request }) => {
        const id = new URL(request.url).searchParams.get('id')?.replace('eq.', '') ?? '';
        return HttpResponse.json({ role: 'crew', full_name: profiles[id] });
      }),
      restGet('mounting_jobs', []),
    );
    storeSession(demoSession(demoUser(PRIYA.id, 'priya@example.com')));
    const first = render(<CrewJobs />);
    await screen.findByText('No jobs for you right now. New ones appear here when the office assigns them.');
    first.unmount();

    // Priya signed out and Karthik in, in another tab: this page's next check is Karthik's, not the answer it had.
    storeSession(demoSession(demoUser(KARTHIK.id, 'crew@example.com')));
    const readJobs = vi.spyOn(api, 'fetchCrewJobs');
    render(<CrewJobs />);
    await screen.findByText('No jobs for you right now. New ones appear here when the office assigns them.');
    expect(readJobs.mock.calls.map(([userId]) => userId)).toEqual([KARTHIK.id]);
  });

  it('shows the confirmed crew member before the check answers, and stays signed out when it answers after Sign out', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    storeSession(demoSession(demoUser(KARTHIK.id, 'crew@example.com')));
    localStorage.setItem('chennai-outdoor-media-crew-member', JSON.stringify({ userId: KARTHIK.id, name: KARTHIK.name }));
    let answerProfile: () => void = () => undefined;
    server.use(
      http.get(
        `${testOrigin}/rest/v1/user_profiles`,
        () => new Promise<Response>((resolve) => (answerProfile = () => resolve(HttpResponse.json({ role: 'crew', full_name: KARTHIK.name })))),
      ),
      restGet('mounting_jobs', []),
      http.post(`${testOrigin}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const check = vi.spyOn(api, 'loadCrewSession');

    render(<CrewJobs />);
    await screen.findByText('No jobs for you right now. New ones appear here when the office assigns them.');
    await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    await screen.findByText('Sign in to see the mounting jobs assigned to you.');

    answerProfile();
    await act(async () => {
      await check.mock.results[0]?.value;
    });
    expect(screen.getByText('Sign in to see the mounting jobs assigned to you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('chennai-outdoor-media-crew-member')).toBeNull();
  });

  it('forgets the session on the phone when signing out without a network, so the next person is not signed in as them', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    storeSession(demoSession(demoUser(KARTHIK.id, 'crew@example.com')));
    server.use(
      http.get(`${testOrigin}/rest/v1/user_profiles`, () => HttpResponse.json({ role: 'crew', full_name: KARTHIK.name })),
      restGet('mounting_jobs', []),
      http.post(`${testOrigin}/auth/v1/logout`, () => HttpResponse.error()),
    );

    render(<CrewJobs />);
    await screen.findByText('No jobs for you right now. New ones appear here when the office assigns them.');
    await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    await screen.findByText('Sign in to see the mounting jobs assigned to you.');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect((await api.loadCrewSession()).status).toBe('signed-out');
  });
});
