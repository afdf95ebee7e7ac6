import { describe, expect, it, vi } from 'vitest';
import { createUploader, sendTimeLimitMs, type QueuedPhoto, type QueueStore, type SendOutcome, type Taker, type UploaderState } from '../queue';

/**
 * The photo queue's logic (docs/decisions/057, 058) over a store in memory with IndexedDB's interface: a photo is
 * kept before it is sent and leaves only once sent; offline or after a failure it waits; a refusal for good stays,
 * marked, until removed; sends never run two at a time; a try that runs out of time is aborted and tried again
 * later; only the signed-in crew member's photos are sent.
 */

const KARTHIK: Taker = { id: 'crew-karthik', name: 'Karthik Murugan' };
const PRIYA: Taker = { id: 'crew-priya', name: 'Priya Raman' };

class MemoryStore implements QueueStore {
  readonly photos = new Map<string, QueuedPhoto>();
  async list() {
    return [...this.photos.values()].map((photo) => ({ ...photo }));
  }
  async put(photo: QueuedPhoto) {
    this.photos.set(photo.id, { ...photo });
  }
  async remove(id: string) {
    this.photos.delete(id);
  }
}

let clock = 1_000;
function photo(id: string, shot: QueuedPhoto['shot'] = 'close_up', takenBy: Taker | null = KARTHIK): QueuedPhoto {
  clock += 1;
  return {
    id,
    jobId: 'job-1',
    shot,
    captured: true,
    takenBy,
    phoneTime: new Date(clock).toISOString(),
    latitude: 12.9,
    longitude: 80.2,
    accuracyM: 8,
    exifTakenAt: null,
    exifLatitude: null,
    exifLongitude: null,
    blob: new Blob(['jpeg']),
    queuedAt: clock,
  };
}

type Answer = (photo: QueuedPhoto, signal: AbortSignal) => SendOutcome | Promise<SendOutcome>;

function setUp(answers: Answer = () => ({ kind: 'sent' })) {
  const store = new MemoryStore();
  const sent: string[] = [];
  const tried: string[] = [];
  const states: UploaderState[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  let online = true;
  let owner: Taker | null = KARTHIK;
  let storedWhenSent: string[] = [];
  const uploader = createUploader({
    store,
    send: async (queued, signal) => {
      tried.push(queued.id);
      storedWhenSent = [...store.photos.keys()];
      return answers(queued, signal);
    },
    isOnline: () => online,
    owner: () => owner,
    onState: (state) => states.push(state),
    onSent: (queued) => sent.push(queued.id),
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    retryMs: 5_000,
  });
  return {
    store,
    uploader,
    sent,
    tried,
    states,
    timers,
    setOnline: (value: boolean) => (online = value),
    signIn: (taker: Taker | null) => (owner = taker),
    /** The pending timers of `ms` (a try's time limit, or the retry). */
    pending: (ms: number) => timers.filter((timer) => timer.ms === ms && !timer.cancelled),
    storedWhenSent: () => storedWhenSent,
    last: () => states.at(-1) as UploaderState,
  };
}

describe('the photo queue', () => {
  it('keeps a photo before sending it, and drops it once sent', async () => {
    const queue = setUp();
    await queue.uploader.add(photo('a'));
    await queue.uploader.run();
    expect(queue.storedWhenSent()).toEqual(['a']);
    expect(queue.sent).toEqual(['a']);
    expect(queue.store.photos.size).toBe(0);
    expect(queue.last()).toEqual({ photos: [], uploading: false, weakConnection: false });
  });

  it('sends the oldest first, each once', async () => {
    const queue = setUp();
    queue.setOnline(false);
    await queue.uploader.add(photo('first'));
    await queue.uploader.add(photo('second', 'approach'));
    await queue.uploader.add(photo('third', 'newspaper'));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['first', 'second', 'third']);
    expect(queue.sent).toEqual(['first', 'second', 'third']);
  });

  it('waits while offline and sends when run again online', async () => {
    const queue = setUp();
    queue.setOnline(false);
    await queue.uploader.add(photo('a'));
    await queue.uploader.run();
    expect(queue.tried).toEqual([]);
    expect(queue.last().photos.map((queued) => queued.id)).toEqual(['a']);
    expect(queue.last().uploading).toBe(false);
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.sent).toEqual(['a']);
  });

  it('keeps a photo whose send failed, stops there, and tries again later', async () => {
    let failing = true;
    const queue = setUp(() => (failing ? { kind: 'retry', reason: 'Failed to fetch' } : { kind: 'sent' }));
    queue.setOnline(false);
    await queue.uploader.add(photo('a'));
    await queue.uploader.add(photo('b', 'approach'));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['a']);
    expect(queue.store.photos.size).toBe(2);
    const retry = queue.timers.at(-1);
    expect(retry).toMatchObject({ ms: 5_000, cancelled: false });
    failing = false;
    retry?.run();
    await queue.uploader.run();
    expect(queue.sent).toEqual(['a', 'b']);
    expect(queue.store.photos.size).toBe(0);
  });

  it('tries again soon after a failure, then half as often after each failed try, up to its longest wait', async () => {
    const queue = setUp(() => ({ kind: 'retry', reason: 'Failed to fetch' }));
    await queue.uploader.add(photo('a'));
    await queue.uploader.run();
    const waits: number[] = [];
    for (let run = 0; run < 4; run += 1) {
      const retry = queue.timers.filter((timer) => !timer.cancelled).at(-1)!;
      waits.push(retry.ms);
      retry.run();
      await queue.uploader.run();
    }
    // Set up with a first wait of 5 s and the default longest, 20 s.
    expect(waits).toEqual([5_000, 10_000, 20_000, 20_000]);
  });

  it('counts a thrown send (no network) as one to try again', async () => {
    let throwing = true;
    const queue = setUp(() => {
      if (throwing) throw new TypeError('Failed to fetch');
      return { kind: 'sent' };
    });
    await queue.uploader.add(photo('a'));
    await queue.uploader.run();
    expect(queue.store.photos.has('a')).toBe(true);
    throwing = false;
    await queue.uploader.run();
    expect(queue.sent).toEqual(['a']);
  });

  it('marks a photo refused for good, skips it on later runs, and removes it when asked', async () => {
    const queue = setUp((queued) => (queued.id === 'late' ? { kind: 'refused', message: 'This job no longer takes photos.' } : { kind: 'sent' }));
    queue.setOnline(false);
    await queue.uploader.add(photo('late'));
    await queue.uploader.add(photo('next', 'approach'));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.sent).toEqual(['next']);
    expect(queue.last().photos).toMatchObject([{ id: 'late', refused: 'This job no longer takes photos.' }]);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['late', 'next']);
    await queue.uploader.remove('late');
    expect(queue.store.photos.size).toBe(0);
    expect(queue.last().photos).toEqual([]);
  });

  it('never sends two at a time: a photo added during a send goes in the same run, after it', async () => {
    let release: () => void = () => undefined;
    let concurrent = 0;
    let most = 0;
    const queue = setUp(async () => {
      concurrent += 1;
      most = Math.max(most, concurrent);
      await new Promise<void>((resolve) => (release = resolve));
      concurrent -= 1;
      return { kind: 'sent' };
    });
    await queue.uploader.add(photo('a'));
    const running = queue.uploader.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.last().uploading).toBe(true);
    await queue.uploader.add(photo('b', 'approach'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await running;
    expect(most).toBe(1);
    expect(queue.sent).toEqual(['a', 'b']);
    expect(queue.last().uploading).toBe(false);
  });
});

describe('a try’s time limit', () => {
  it('is 30 s and the photo’s time at 128 kbit/s, doubled after each try that ran out of time, up to 10 minutes', () => {
    expect(sendTimeLimitMs(0, 0)).toBe(30_000);
    expect(sendTimeLimitMs(480_000, 0)).toBe(60_000);
    expect(sendTimeLimitMs(480_000, 1)).toBe(120_000);
    expect(sendTimeLimitMs(480_000, 2)).toBe(240_000);
    expect(sendTimeLimitMs(480_000, 6)).toBe(600_000);
  });

  it('aborts a send that hangs when its time is up, keeps the photo, says the connection is weak and tries again later', async () => {
    let hanging = true;
    const signals: AbortSignal[] = [];
    // A send that never settles, even once aborted: the queue must not wait for it.
    const queue = setUp((_, signal) => {
      signals.push(signal);
      return hanging ? new Promise<SendOutcome>(() => undefined) : { kind: 'sent' };
    });
    const a = photo('a');
    const limit = sendTimeLimitMs(a.blob.size, 0);
    queue.setOnline(false);
    await queue.uploader.add(a);
    queue.setOnline(true);
    const running = queue.uploader.run();
    await vi.waitFor(() => expect(queue.pending(limit)).toHaveLength(1));
    expect(queue.last().uploading).toBe(true);
    queue.pending(limit)[0]?.run();
    await running;

    expect(signals[0]?.aborted).toBe(true);
    expect(signals[0]?.reason).toMatchObject({ name: 'TimeoutError' });
    expect(queue.store.photos.has('a')).toBe(true);
    expect(queue.last()).toMatchObject({ uploading: false, weakConnection: true });
    expect(queue.pending(5_000)).toHaveLength(1);

    hanging = false;
    queue.pending(5_000)[0]?.run();
    await vi.waitFor(() => expect(queue.sent).toEqual(['a']));
    await queue.uploader.run();
    expect(queue.store.photos.size).toBe(0);
    expect(queue.last().weakConnection).toBe(false);
  });

  it('gives the next try of a photo that ran out of time twice as long', async () => {
    const queue = setUp(() => new Promise<SendOutcome>(() => undefined));
    const a = photo('a');
    const first = sendTimeLimitMs(a.blob.size, 0);
    queue.setOnline(false);
    await queue.uploader.add(a);
    queue.setOnline(true);
    const running = queue.uploader.run();
    await vi.waitFor(() => expect(queue.pending(first)).toHaveLength(1));
    queue.pending(first)[0]?.run();
    await running;

    const again = queue.uploader.run();
    await vi.waitFor(() => expect(queue.pending(first * 2)).toHaveLength(1));
    queue.pending(first * 2)[0]?.run();
    await again;
    expect(queue.tried).toEqual(['a', 'a']);
  });

  it('cancels the time limit of a send that answers in time', async () => {
    const queue = setUp();
    const a = photo('a');
    await queue.uploader.add(a);
    await queue.uploader.run();
    expect(queue.sent).toEqual(['a']);
    expect(queue.pending(sendTimeLimitMs(a.blob.size, 0))).toEqual([]);
  });
});

describe('a queue per person', () => {
  it('sends only the signed-in crew member’s photos and keeps the others’ for them', async () => {
    const queue = setUp();
    queue.setOnline(false);
    await queue.uploader.add(photo('karthik', 'close_up', KARTHIK));
    await queue.uploader.add(photo('priya', 'approach', PRIYA));
    queue.setOnline(true);

    queue.signIn(PRIYA);
    await queue.uploader.run();
    expect(queue.sent).toEqual(['priya']);
    expect([...queue.store.photos.keys()]).toEqual(['karthik']);
    expect(queue.last().photos).toMatchObject([{ id: 'karthik', takenBy: KARTHIK }]);

    queue.signIn(null);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['priya']);

    queue.signIn(KARTHIK);
    await queue.uploader.run();
    expect(queue.sent).toEqual(['priya', 'karthik']);
    expect(queue.store.photos.size).toBe(0);
  });

  it('stops between two photos when someone else signs in meanwhile', async () => {
    const queue = setUp((queued) => {
      if (queued.id === 'first') queue.signIn(PRIYA);
      return { kind: 'sent' };
    });
    queue.setOnline(false);
    await queue.uploader.add(photo('first'));
    await queue.uploader.add(photo('second', 'approach'));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['first']);
    expect([...queue.store.photos.keys()]).toEqual(['second']);
  });

  it('gives a photo kept before takers were recorded to the first crew member signed in, and to nobody else after', async () => {
    const queue = setUp(() => ({ kind: 'retry', reason: 'Failed to fetch' }));
    queue.signIn(null);
    queue.setOnline(false);
    await queue.uploader.add(photo('old', 'close_up', null));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.store.photos.get('old')?.takenBy).toBeNull();

    queue.signIn(KARTHIK);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['old']);
    expect(queue.store.photos.get('old')?.takenBy).toEqual(KARTHIK);

    queue.signIn(PRIYA);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['old']);
  });
});
