import { EXIF_READ_BYTES, exifTakenAt, readExif } from './exif';
import type { QueuedPhoto, Taker } from './queue';
import { shrinkToJpeg } from './resize';
import type { Shot } from '@/catalogue/proof-shots';

/**
 * A photo from the camera or the gallery, made ready for the queue (docs/decisions/057): the phone's fix, the
 * photo's own EXIF date and position (read from the original: the shrunk copy carries none), the shrunk JPEG and
 * a new id. Loaded with the rest of the photo code on the first capture, never before the job's page is usable.
 */

export type Fix = { latitude: number; longitude: number; accuracyM: number };

/** How long to wait for a fix: a phone coming out of the camera app may need a while to find the satellites. */
export const FIX_TIMEOUT_MS = 15_000;

/** The phone's position now, or null (refused, unavailable, or too slow): the photo is kept either way. */
export function currentFix(): Promise<Fix | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyM: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: 10_000 },
    );
  });
}

/** Thrown for a file that is not a picture the phone can read: the crew are told so, not that the phone failed. */
function notAPhoto(): Error {
  const error = new Error('This file is not a photo the phone can open.');
  error.name = 'NotAPhoto';
  return error;
}

/** The photo as it will be queued. Throws NotAPhoto when the file is not a picture the browser can read. */
export async function preparePhoto(file: File, meta: { jobId: string; shot: Shot; captured: boolean; takenBy: Taker }): Promise<QueuedPhoto> {
  if (file.type && !file.type.startsWith('image/')) throw notAPhoto();
  const phoneTime = new Date().toISOString();
  const [fix, exif, jpeg] = await Promise.all([
    currentFix(),
    file
      .slice(0, EXIF_READ_BYTES)
      .arrayBuffer()
      .then(readExif)
      .catch(() => null),
    shrinkToJpeg(file).catch(() => {
      // A JPEG the browser cannot draw (rare) still goes, as it is, when the bucket will take it.
      if (file.type === 'image/jpeg' && file.size <= 10 * 1024 * 1024) return file;
      throw notAPhoto();
    }),
  ]);
  return {
    id: crypto.randomUUID(),
    jobId: meta.jobId,
    shot: meta.shot,
    captured: meta.captured,
    takenBy: meta.takenBy,
    phoneTime,
    latitude: fix?.latitude ?? null,
    longitude: fix?.longitude ?? null,
    accuracyM: fix?.accuracyM ?? null,
    exifTakenAt: exif ? exifTakenAt(exif) : null,
    exifLatitude: exif?.latitude ?? null,
    exifLongitude: exif?.longitude ?? null,
    blob: jpeg,
    queuedAt: Date.now(),
  };
}
