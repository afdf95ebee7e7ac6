import { supabase } from '@/lib/supabase';
import { supabaseAnonKey, supabaseUrl } from '@/lib/env';
import type { QueuedPhoto, SendOutcome } from '../queue';
import { rowOutcome, storageOutcome, type StorageErrorShape } from '../send-outcome';

/** Where a proof photo's file lives: the storage policy and the database's screen both require this path (docs/decisions/057). */
export const photoPath = (photo: Pick<QueuedPhoto, 'jobId' | 'id'>): string => `photos/${photo.jobId}/${photo.id}.jpg`;

/**
 * The file's upload, as storage-js sends raw bytes, with `signal`: storage-js's upload takes no AbortSignal, and a
 * try whose time is up must let go of its request (docs/decisions/058). Null when the file is stored.
 */
async function uploadFile(path: string, blob: Blob, accessToken: string, signal: AbortSignal): Promise<StorageErrorShape | null> {
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/proofs/${path}`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'image/jpeg', 'cache-control': 'max-age=3600', 'x-upsert': 'false' },
      body: blob,
      signal,
    });
  } catch (error) {
    return { name: 'StorageUnknownError', message: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) return null;
  const body = (await response.json().catch(() => ({}))) as { statusCode?: string | number; message?: string; error?: string };
  return { name: 'StorageApiError', status: response.status, statusCode: body.statusCode ?? response.status, message: body.message ?? body.error ?? '' };
}

/**
 * Sends one queued photo: its file to the private `proofs` bucket, then its row, both under the photo's own id and
 * both as the crew member who took it (docs/decisions/058): anyone else signed in on the phone sends nothing of it.
 * Either step may have happened on an earlier try that lost its answer or ran out of time: the bucket refuses the
 * second file as a duplicate (there is no update policy) and the row's insert ignores a duplicate id, so the photo
 * is stored once. The server sets the time, the uploader, the distance and the flags itself.
 */
export async function sendQueuedPhoto(photo: QueuedPhoto, signal: AbortSignal): Promise<SendOutcome> {
  // Signed out (or a session that could not be refreshed), the policies would refuse the photo as if for good: it waits.
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return { kind: 'retry', reason: 'Not signed in' };
  if (session.user.id !== photo.takenBy?.id) return { kind: 'retry', reason: 'Someone else is signed in' };
  signal.throwIfAborted();
  // Both requests carry this session's token: a sign-in by someone else meanwhile cannot send the photo as theirs.
  const path = photoPath(photo);
  const stored = storageOutcome(await uploadFile(path, photo.blob, session.access_token, signal));
  if (stored) return stored;
  const { error, status } = await supabase
    .from('proof_photos')
    .upsert(
      {
        id: photo.id,
        job_id: photo.jobId,
        shot: photo.shot,
        object_path: path,
        captured: photo.captured,
        phone_time: photo.phoneTime,
        latitude: photo.latitude,
        longitude: photo.longitude,
        accuracy_m: photo.accuracyM,
        exif_taken_at: photo.exifTakenAt,
        exif_latitude: photo.exifLatitude,
        exif_longitude: photo.exifLongitude,
        crew_note: photo.crewNote ?? null,
      },
      { onConflict: 'id', ignoreDuplicates: true },
    )
    .setHeader('Authorization', `Bearer ${session.access_token}`)
    .abortSignal(signal);
  return rowOutcome(error, status);
}
