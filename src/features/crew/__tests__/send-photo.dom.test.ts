import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoSession, demoUser, storeSession } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { photoPath, sendQueuedPhoto } from '../api/send-photo';
import { createUploader, sendTimeLimitMs, type QueuedPhoto, type Taker, type UploaderState } from '../queue';

/**
 * A queued photo sent to the Supabase HTTP API as msw answers it (docs/decisions/058): a try that runs out of time
 * lets go of its request and the photo waits, and when the aborted upload had reached the server the next try stores
 * it once; both requests are made as the crew member who took the photo, and nothing is sent while someone else is
 * signed in on the phone.
 */

const karthikUser = demoUser('5eed0000-0000-4000-8000-000000000007', 'crew@example.com');
const priyaUser = demoUser('5eed0000-0000-4000-8000-0000000000c2', 'priya@example.com');
const KARTHIK: Taker = { id: karthikUser.id, name: 'Karthik Murugan' };

function queuedPhoto(takenBy: Taker): QueuedPhoto {
  return {
    id: '9f000401-5eed-4000-8000-000000000001',
    jobId: '10b00004-5eed-4000-8000-000000000004',
    shot: 'close_up',
    captured: true,
    takenBy,
    phoneTime: '2026-11-26T05:10:00.000Z',
    latitude: 12.9,
    longitude: 80.25,
    accuracyM: 8,
    exifTakenAt: null,
    exifLatitude: null,
    exifLongitude: null,
    blob: new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }),
    queuedAt: 1,
  };
}

/** The server's side: files in the bucket and rows in proof_photos, each by id, with the token each request carried. */
function fakeServer({ hangFirstUpload }: { hangFirstUpload: boolean }) {
  const files = new Set<string>();
  const rows = new Set<string>();
  const tokens: string[] = [];
  const uploadArrived = vi.fn();
  const uploadAborted = vi.fn();
  let uploads = 0;
  server.use(
    http.post(`${testOrigin}/storage/v1/object/proofs/*`, async ({ request, params }) => {
      uploads += 1;
      tokens.push(request.headers.get('authorization') ?? '');
      const path = String(params[0]);
      if (files.has(path)) return HttpResponse.json({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, { status: 400 });
      files.add(path);
      uploadArrived();
      // The file is stored, but the answer never reaches the phone.
      if (hangFirstUpload && uploads === 1) {
        request.signal.addEventListener('abort', uploadAborted);
        return new Promise<never>(() => undefined);
      }
      return HttpResponse.json({ Key: `proofs/${path}`, Id: 'object-id' });
    }),
    http.post(`${testOrigin}/rest/v1/proof_photos`, async ({ request }) => {
      tokens.push(request.headers.get('authorization') ?? '');
      const row = (await request.json()) as { id: string };
      rows.add(row.id);
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return { files, rows, tokens, uploadArrived, uploadAborted };
}

describe('sending a queued photo', () => {
  it('aborts an upload that outlasts its time limit, keeps the photo, and stores it once when the next try finds it arrived', async () => {
    const session = demoSession(karthikUser);
    storeSession(session);
    const server = fakeServer({ hangFirstUpload: true });
    const kept = new Map<string, QueuedPhoto>();
    const timers: Array<{ run: () => void; ms: number }> = [];
    const states: UploaderState[] = [];
    const sent: string[] = [];
    const uploader = createUploader({
      store: {
        list: async () => [...kept.values()],
        put: async (photo) => void kept.set(photo.id, photo),
        remove: async (id) => void kept.delete(id),
      },
      send: sendQueuedPhoto,
      isOnline: () => true,
      owner: () => KARTHIK,
      onState: (state) => states.push(state),
      onSent: (photo) => sent.push(photo.id),
      schedule: (run, ms) => {
        timers.push({ run, ms });
        return () => undefined;
      },
      retryMs: 20_000,
    });
    const photo = queuedPhoto(KARTHIK);
    const limit = sendTimeLimitMs(photo.blob.size, 0);

    await uploader.add(photo);
    await vi.waitFor(() => expect(server.uploadArrived).toHaveBeenCalled());
    timers.find((timer) => timer.ms === limit)?.run();
    await uploader.run();
    expect(server.uploadAborted).toHaveBeenCalled();
    expect(kept.has(photo.id)).toBe(true);
    expect(states.at(-1)).toMatchObject({ uploading: false, weakConnection: true });
    expect(server.files).toEqual(new Set([photoPath(photo)]));
    expect(server.rows.size).toBe(0);

    timers.find((timer) => timer.ms === 20_000)?.run();
    await vi.waitFor(() => expect(sent).toEqual([photo.id]));
    await uploader.run();
    expect(kept.size).toBe(0);
    expect(server.files.size).toBe(1);
    expect(server.rows).toEqual(new Set([photo.id]));
    expect(states.at(-1)).toMatchObject({ weakConnection: false });
    expect(new Set(server.tokens)).toEqual(new Set([`Bearer ${session.access_token}`]));
  });

  it('sends nothing of a photo while someone else is signed in on the phone', async () => {
    storeSession(demoSession(priyaUser));
    const server = fakeServer({ hangFirstUpload: false });
    const outcome = await sendQueuedPhoto(queuedPhoto(KARTHIK), new AbortController().signal);
    expect(outcome).toEqual({ kind: 'retry', reason: 'Someone else is signed in' });
    expect(server.tokens).toEqual([]);
  });
});
