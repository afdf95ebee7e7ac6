import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrewJobs } from '../components/CrewJobs';
import { ShotRow } from '../components/ShotRow';

/** The crew pages' parts that need no server (docs/product.md §14): the signed-out page and a shot's states. */

describe('the crew pages signed out', () => {
  it('ask to sign in', () => {
    // jsdom has no scrolling; each crew page starts at the top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<CrewJobs />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see the mounting jobs assigned to you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login?redirect=%2Fcrew');
    expect(screen.queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
  });
});

describe('ShotRow', () => {
  const base = { shot: 'approach', canShoot: true, sent: null, queued: null, sentHere: null, uploading: false, online: true, busy: null, problem: null } as const;

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
    const queued = { id: 'p1', jobId: 'j1', shot: 'approach', previewUrl: 'blob:p1', refused: null } as const;
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
        <ShotRow {...base} sent={{ takenAt: new Date(2026, 10, 26, 10, 42).toISOString(), distanceM: 12, thumbnail: null }} onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Sent 26 Nov, 10:42, 12 m from the site')).toBeInTheDocument();
    rerender(
      <ul>
        <ShotRow {...base} canShoot={false} sent={{ takenAt: new Date(2026, 10, 26, 10, 42).toISOString(), distanceM: null, thumbnail: null }} onPhoto={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText('Sent 26 Nov, 10:42, without a location')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Take/)).not.toBeInTheDocument();
  });
});
