import { supabase } from '@/lib/supabase';
import type { QueuedPhoto, SendOutcome } from '../queue';
import { rowOutcome, storageOutcome } from '../send-outcome';

/** Where a proof photo's file lives: the storage policy and the database's screen both require this path (docs/decisions/057). */
export const photoPath = (photo: Pick<QueuedPhoto, 'jobId' | 'id'>): string => `photos/${photo.jobId}/${photo.id}.jpg`;

/**
 * Sends one queued photo: its file to the private `proofs` bucket, then its row, both under the photo's own id.
 * Either step may have happened on an earlier try that lost its answer: the bucket refuses the second file as a
 * duplicate (there is no update policy) and the row's insert ignores a duplicate id, so the photo is stored once.
 * The server sets the time, the uploader, the distance and the flags itself.
 */
export async function sendQueuedPhoto(photo: QueuedPhoto): Promise<SendOutcome> {
  // Signed out (or a session that could not be refreshed), the policies would refuse the photo as if for good: it waits.
  const { data } = await supabase.auth.getSession();
  if (!data.session) return { kind: 'retry', reason: 'Not signed in' };
  const path = photoPath(photo);
  const { error: uploadError } = await supabase.storage.from('proofs').upload(path, photo.blob, { contentType: 'image/jpeg', upsert: false });
  const stored = storageOutcome(uploadError);
  if (stored) return stored;
  const { error, status } = await supabase.from('proof_photos').upsert(
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
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  return rowOutcome(error, status);
}
