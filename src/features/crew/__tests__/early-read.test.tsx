import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { today } from '@/lib/calendar-days';
import { demoSession, demoUser, storeSession } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { restGet, testOrigin } from '@/testing/rest';
import { firstPaintIcons } from '../../../../scripts/crew-first-paint-icons';
import * as api from '../api/crew';
import type { ListedJob } from '../api/crew';
import { CrewJobs } from '../components/CrewJobs';
import { startEarlyReads } from '../early-read';
import { firstPaintHtml } from '../first-paint';

/**
 * 'Your jobs' with what crew.html's first script read as the page opened (docs/decisions/098, 103): the list shows
 * without the Supabase client's reads; a read that failed leaves the page to read through the client as before.
 */

const KARTHIK = { id: '5eed0000-0000-4000-8000-000000000007', name: 'Karthik Murugan' };

const day = today();
const shift = (days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const jobOfKind = (id: number, changes: Partial<ListedJob>): ListedJob => ({
  id: `10b00000-5eed-4000-8000-00000000000${id}`,
  kind: 'mounting',
  due_on: day,
  state: 'todo',
  reshoot_reason: null,
  reshoot_at: null,
  approved_at: null,
  creative_path: null,
  creative_preview_path: null,
  proof_distance_m: 150,
  site: { code: `CHN-OMR-00${id}`, name: `Site <${id}> & "more"`, address: null, locality: 'Perungudi', photos: [], latitude: 12.95, longitude: 80.24, lighting: 'lit' },
  photos: [],
  ...changes,
});

const job = jobOfKind(4, {
  id: '10b00004-5eed-4000-8000-000000000004',
  site: { code: 'CHN-ECR-004', name: 'ECR Unipole, Neelankarai', address: null, locality: 'Neelankarai', photos: [], latitude: 12.95, longitude: 80.26, lighting: 'lit' },
});

const JOBS: ListedJob[] = [
  jobOfKind(1, {
    due_on: shift(-3),
    site: { ...jobOfKind(1, {}).site!, address: '12 Rajiv Gandhi Salai', photos: [`${testOrigin}/storage/v1/object/public/media/sites/omr-1200x800.jpg`] },
  }),
  jobOfKind(2, { state: 'reshoot', reshoot_reason: 'The flex is torn at the corner', kind: 'dismantling' }),
  jobOfKind(3, { state: 'mounted', due_on: shift(1) }),
  jobOfKind(4, { state: 'todo', due_on: shift(9), site: null }),
  jobOfKind(5, { state: 'approved', approved_at: `${day}T05:00:00Z` }),
];

/** An element's tree with its attributes in name order: React sets an <img>'s src last, the first paint does not. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).sort();
  return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

const canonicalHtml = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.childNodes].map(canonical).join('');
};

function startReads() {
  startEarlyReads({
    url: testOrigin,
    anonKey: 'anon-key',
    storageKey: AUTH_STORAGE_KEY,
    doneDays: 7,
    reads: { profile: '/rest/v1/user_profiles?select=role,full_name&id=eq.__USER__', jobs: '/rest/v1/mounting_jobs?select=*&assignee_id=eq.__USER__' },
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  storeSession(demoSession(demoUser(KARTHIK.id, 'crew@example.com')));
  server.use(http.post(`${testOrigin}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })));
});

afterEach(async () => {
  // Signing out ends the page's session check, which the next test would otherwise share.
  await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
  await screen.findByText('Sign in to see the mounting jobs assigned to you.');
  delete window.__crewEarlyReads;
});

describe("'Your jobs' read as the page opens", () => {
  it('shows the list the first script read, without reading it again through the client', async () => {
    server.use(restGet('user_profiles', [{ role: 'crew', full_name: KARTHIK.name }]), restGet('mounting_jobs', [job]));
    const readThroughClient = vi.spyOn(api, 'fetchCrewJobs');
    startReads();

    render(<CrewJobs />);

    expect(await screen.findByRole('link', { name: 'ECR Unipole, Neelankarai' })).toHaveAttribute('href', `/crew/jobs/${job.id}`);
    expect(readThroughClient).not.toHaveBeenCalled();
  });

  it('reads through the client when the first script’s read failed', async () => {
    let refused = 0;
    server.use(
      restGet('user_profiles', [{ role: 'crew', full_name: KARTHIK.name }]),
      http.get(`${testOrigin}/rest/v1/mounting_jobs`, ({ request }) => {
        // The first script's read sends the anon key it was built with; the client's, the app's own.
        if (request.headers.get('apikey') === 'anon-key') {
          refused += 1;
          return HttpResponse.json({ message: 'JWT expired' }, { status: 401 });
        }
        return HttpResponse.json([job]);
      }),
    );
    const readThroughClient = vi.spyOn(api, 'fetchCrewJobs');
    startReads();

    render(<CrewJobs />);

    expect(await screen.findByRole('link', { name: 'ECR Unipole, Neelankarai' })).toBeInTheDocument();
    expect(refused).toBe(1);
    expect(readThroughClient).toHaveBeenCalledTimes(1);
  });
});

/**
 * crew.html's first paint (docs/decisions/103) is the page React then draws in its place: the same elements, classes,
 * words, links, pictures and icons, for every kind of job, so the swap is never seen.
 */
describe("crew.html's first paint", () => {
  it.each([
    ['every kind of job, overdue, re-shoot, awaiting approval, without a site and done', JOBS],
    ['no job at all', []],
  ])('draws what React draws: %s', async (_case, jobs) => {
    server.use(restGet('user_profiles', [{ role: 'crew', full_name: KARTHIK.name }]), restGet('mounting_jobs', jobs));
    startReads();
    await window.__crewEarlyReads?.answers.jobs;

    const { container } = render(<CrewJobs />);
    await screen.findByRole('heading', { name: 'Your jobs' });

    expect(canonicalHtml(container.innerHTML)).toBe(canonicalHtml(firstPaintHtml(jobs, day, await firstPaintIcons())));
  });
});
