import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@/features/auth';
import { EditingNotice } from '../components/EditingNotice';

type Presences = Record<string, Array<{ name: string }>>;

/** A stand-in for one Realtime channel: the test sets who is present and fires the sync. */
const fake = vi.hoisted(() => {
  const state: { presences: Record<string, Array<{ name: string }>>; sync?: () => void; tracked: unknown[]; removed: number; topic?: string; fail: boolean } = {
    presences: {}, tracked: [], removed: 0, fail: false,
  };
  const channel = {
    subTopic: '',
    on: (_type: string, _filter: unknown, callback: () => void) => {
      state.sync = callback;
      return channel;
    },
    subscribe: (callback: (status: string) => void) => {
      callback('SUBSCRIBED');
      return channel;
    },
    track: (payload: unknown) => {
      state.tracked.push(payload);
      return Promise.resolve('ok');
    },
    presenceState: () => state.presences,
  };
  const supabase = {
    realtime: { setAuth: () => (state.fail ? Promise.reject(new Error('offline')) : Promise.resolve()) },
    getChannels: () => [],
    channel: (topic: string) => {
      state.topic = topic;
      return channel;
    },
    removeChannel: () => {
      state.removed += 1;
      return Promise.resolve('ok');
    },
  };
  return { state, supabase };
});

vi.mock('@/lib/supabase', () => ({ supabase: fake.supabase }));

const auth = { user: { id: 'me', email: 'arjun@example.com' }, profile: { full_name: 'Arjun Raghunathan' } } as unknown as AuthState;

function renderNotice() {
  return render(
    <AuthContext.Provider value={auth}>
      <EditingNotice table="blog_posts" id="p1" />
    </AuthContext.Provider>,
  );
}

async function present(presences: Presences) {
  fake.state.presences = presences;
  await act(async () => fake.state.sync?.());
}

describe('EditingNotice', () => {
  // Each test starts with a channel nobody has joined: the fake is the file's, the order of its tests is not fixed.
  beforeEach(() => Object.assign(fake.state, { presences: {}, sync: undefined, tracked: [], removed: 0, topic: undefined, fail: false }));

  it('tracks my name and names the others, once per change; leaving removes the channel', async () => {
    const { unmount } = renderNotice();
    await vi.waitFor(() => expect(fake.state.tracked).toEqual([{ name: 'Arjun Raghunathan' }]));
    expect(fake.state.topic).toBe('editing:blog_posts:p1');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await present({ me: [{ name: 'Arjun Raghunathan' }], meera: [{ name: 'Meera Krishnan' }] });
    expect(status).toHaveTextContent('Meera Krishnan is editing this blog post.');
    const shown = status.firstChild;
    await present({ meera: [{ name: 'Meera Krishnan' }], me: [{ name: 'Arjun Raghunathan' }] });
    // The same people again: the same element, nothing new to announce.
    expect(status.firstChild).toBe(shown);

    await present({ me: [{ name: 'Arjun Raghunathan' }], meera: [{ name: 'Meera Krishnan' }], ravi: [{ name: 'Arjun Rao' }] });
    expect(status).toHaveTextContent('Arjun Rao and Meera Krishnan are editing this blog post.');

    unmount();
    expect(fake.state.removed).toBe(1);
  });

  it('shows nothing when the join fails', async () => {
    fake.state.fail = true;
    renderNotice();
    await act(async () => undefined);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fake.state.tracked).toEqual([]);
  });
});
