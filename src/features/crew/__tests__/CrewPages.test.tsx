import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession, demoUser, storeSession } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { restGet, testOrigin } from '@/testing/rest';
import { CrewJobs } from '../components/CrewJobs';
import { QueueStatus } from '../components/QueueStatus';
import { photoWarnings } from '../photo-warnings';
import { ShotRow } from '../components/ShotRow';
import { publishQueue, setQueueOwner, type QueuedView } from '../photos';

/**
 * The crew pages (docs/product.md §14): the signed-out page, a shot's states, and the phone's queue as each person
 * sees it (docs/decisions/058): one's own photos waiting, with why; other people's waiting for them to sign in.
 */

const KARTHIK = { id: '5eed0000-0000-4000-8000-000000000007', name: 'Karthik Murugan' };
const PRIYA = { id: '5eed0000-0000-4000-8000-0000000000c2', name: 'Priya Raman' };

const queued = (id: string, takenBy: QueuedView['takenBy'], shot: QueuedView['shot'] = 'close_up'): QueuedView => ({
  id,
  jobId: 'j1',
  shot,
  previewUrl: `blob:${id}`,
  refused: null,
  takenBy,
});

beforeEach(() => {
  // jsdom has no scrolling; each crew page starts at the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  setQueueOwner(null);
  publishQueue({ photos: [], sent: [], uploading: false, online: true, weakConnection: false });
});

describe('the crew pages signed out', () => {
  it('ask to sign in', () => {
    render(<CrewJobs />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see the mounting jobs assigned to you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login?redirect=%2Fcrew');
    expect(screen.queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
  });
});

describe('ShotRow', () => {
  const base = { shot: 'approach', canShoot: true, sent: null, queued: null, sentHere: null, uploading: false, online: true, weakConnection: false, busy: null, problem: null, held: null, limitM: 150, onSendHeld: vi.fn() } as const;

  it('offers the camera and the gallery for a shot not taken, each a labelled file input', async () => {
    const onPhoto = vi.fn();
    render(
      <ul>
        <ShotRow {...base} onPhoto={onPhoto} />
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'Approach' })).toHaveTextContent('A long shot from the approach');
    expect(screen.getByText('Not taken yet')).toBeInTheDocument();
    const camera = screen.getByLabelText('Take photo: Approach');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    const gallery = screen.getByLabelText('Choose from gallery: Approach');
    expect(gallery).not.toHaveAttribute('capture');

    const file = new File(['jpeg'], 'approach.jpg', { type: 'image/jpeg' });
    await userEvent.upload(camera, file);
    expect(onPhoto).toHaveBeenLastCalledWith(file, true);
    await userEvent.upload(gallery, file);
    expect(onPhoto).toHaveBeenLastCalledWith(file, false);
  });

  it('says where a photo is: waiting, offline, uploading, sent with its distance', () => {
    const queued = { id: 'p1', jobId: 'j1', shot: 'approach', previewUrl: 'blob:p1', refused: null, takenBy: KARTHIK } as const;
    const { rerender } = render(
      <ul>
        <ShotRow {...base} queued={queued} online={false} onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Waiting to upload: you are offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Take again: Approach')).toBeInTheDocument();
    rerender(
      <ul>
        <ShotRow {...base} queued={queued} uploading onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    rerender(
      <ul>
        <ShotRow {...base} queued={queued} weakConnection onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Waiting for a better connection')).toBeInTheDocument();
    rerender(
      <ul>
        <ShotRow {...base} sent={{ takenAt: new Date(2026, 10, 26, 10, 42).toISOString(), distanceM: 12, thumbnail: null }} onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Sent 26 Nov, 10:42, 12 m from the site')).toBeInTheDocument();
    rerender(
      <ul>
        <ShotRow {...base} sent={{ takenAt: new Date(2026, 10, 26, 10, 42).toISOString(), distanceM: 2002, thumbnail: null }} onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Sent 26 Nov, 10:42, 2002 m from the site: farther than 150 m, so the office may ask for it again')).toHaveClass('text-amber-800');
    rerender(
      <ul>
        <ShotRow {...base} canShoot={false} sent={{ takenAt: new Date(2026, 10, 26, 10, 42).toISOString(), distanceM: null, thumbnail: null }} onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Sent 26 Nov, 10:42, without a location')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Take/)).not.toBeInTheDocument();
  });
});

describe('a photo the office would see flagged (docs/decisions/096)', () => {
  const base = { shot: 'approach', canShoot: true, sent: null, queued: null, sentHere: null, uploading: false, online: true, weakConnection: false, busy: null, problem: null, limitM: 150 } as const;
  const warning = 'This photo was taken 2002 m from the site, farther than the 150 m the office accepts: they may ask for it again.';

  it('is held with its warning in words; taking it again or sending it with a note are the two ways on', async () => {
    const onPhoto = vi.fn();
    const onSendHeld = vi.fn();
    render(
      <ul>
        <ShotRow {...base} held={{ previewUrl: 'blob:held', warnings: [warning] }} onPhoto={onPhoto} onSendHeld={onSendHeld} />
      </ul>,
    );
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(warning);
    await userEvent.upload(screen.getByLabelText('Take it again: Approach'), new File(['jpeg'], 'again.jpg', { type: 'image/jpeg' }));
    expect(onPhoto).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Send anyway, with a note' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send with this note' }));
    expect(screen.getByText('Write a note for the office: say why this photo should do.')).toBeInTheDocument();
    expect(onSendHeld).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Note for the office'), 'The gate was locked; taken from the service road.');
    await userEvent.click(screen.getByRole('button', { name: 'Send with this note' }));
    expect(onSendHeld).toHaveBeenCalledWith('The gate was locked; taken from the service road.');
  });
});

describe('a shot the office asked for again (docs/decisions/097)', () => {
  it('says why, and offers the camera again', () => {
    const base = { shot: 'approach', canShoot: true, sent: null, queued: null, sentHere: null, uploading: false, online: true, weakConnection: false, busy: null, problem: null, held: null, limitM: 150, onSendHeld: vi.fn() } as const;
    render(
      <ul>
        <ShotRow {...base} askedAgain="The approach is blurred: take it from the signal." onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Asked again: The approach is blurred: take it from the signal.')).toHaveClass('text-amber-800');
    expect(screen.getByLabelText('Take photo: Approach')).toBeInTheDocument();
  });
});

describe('photoWarnings', () => {
  const site = { latitude: 12.9, longitude: 80.24 };
  it('warns of what the database will flag: far, no fix, the gallery, the same picture again', () => {
    expect(photoWarnings({ latitude: 12.9, longitude: 80.2401, captured: true, duplicate: false }, site, 150)).toEqual([]);
    expect(photoWarnings({ latitude: 12.918, longitude: 80.24, captured: true, duplicate: false }, site, 150)).toEqual([
      'This photo was taken 2002 m from the site, farther than the 150 m the office accepts: they may ask for it again.',
    ]);
    expect(photoWarnings({ latitude: null, longitude: null, captured: false, duplicate: true }, site, 150)).toEqual([
      'The phone could not find where it is: the office will see this photo without a location, and may ask for it again.',
      'This photo comes from the gallery, not the camera: the office will see that, and may ask for it again.',
      'This is the same picture as a photo already taken on this phone: take a new one at the site.',
    ]);
  });
});

describe('the phone’s queue', () => {
  it('counts the signed-in crew member’s photos and says who the others’ wait for', () => {
    setQueueOwner(KARTHIK);
    publishQueue({ photos: [queued('k1', KARTHIK), queued('p1', PRIYA), queued('p2', PRIYA, 'approach'), queued('old', null)] });
    render(<QueueStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('2 photos waiting to upload');
    expect(screen.getByText('2 photos taken by Priya Raman wait for them to sign in on this phone.')).toBeInTheDocument();
    // A photo kept before takers were recorded is the signed-in crew member's (src/features/crew/queue.ts).
    expect(screen.queryByText(/for the crew member who took them/)).not.toBeInTheDocument();
  });

  it('says in words why the photos wait: offline, a weak connection, or going up', () => {
    setQueueOwner(KARTHIK);
    publishQueue({ photos: [queued('k1', KARTHIK)], online: false });
    render(<QueueStatus />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are offline: they go up when the phone is back online.');
    act(() => publishQueue({ online: true, weakConnection: true }));
    expect(status).toHaveTextContent('Waiting for a better connection: the signal is too weak to send them now. They go up by themselves.');
    act(() => publishQueue({ uploading: true }));
    expect(status).toHaveTextContent('Uploading again: the connection is weak, so it may take a while.');
    act(() => publishQueue({ uploading: false, weakConnection: false }));
    expect(status).toHaveTextContent('They go up as soon as the connection allows.');
  });

  it('shows a signed-out phone whose photos it keeps, none of them as its own', () => {
    publishQueue({ photos: [queued('k1', KARTHIK), queued('old', null)] });
    render(<CrewJobs />);
    expect(screen.getByText('1 photo taken by Karthik Murugan waits for them to sign in on this phone.')).toBeInTheDocument();
    expect(screen.getByText('1 photo waits for the crew member who took them to sign in on this phone.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting to upload/)).not.toBeInTheDocument();
  });

  it('counts the signed-in crew member’s photos as theirs once the session is checked, and a colleague’s as waiting for them', async () => {
    storeSession(demoSession(demoUser(PRIYA.id, 'priya@example.com')));
    server.use(
      http.get(`${testOrigin}/rest/v1/user_profiles`, () => HttpResponse.json({ role: 'crew', full_name: PRIYA.name })),
      restGet('mounting_jobs', []),
    );
    publishQueue({ photos: [queued('k1', KARTHIK), queued('p1', PRIYA)] });
    render(<CrewJobs />);
    await screen.findByText('No jobs for you right now. New ones appear here when the office assigns them.');
    expect(within(screen.getByRole('status')).getByText('1 photo waiting to upload')).toBeInTheDocument();
    expect(screen.getByText('1 photo taken by Karthik Murugan waits for them to sign in on this phone.')).toBeInTheDocument();
  });
});
