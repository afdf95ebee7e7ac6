import { metresBetween } from '@/lib/distance';

/** What the phone knows of a photo before it is sent (docs/decisions/096). */
export type PhotoFacts = { latitude: number | null; longitude: number | null; captured: boolean; duplicate: boolean };

/**
 * Why the office will see a photo flagged, in the crew's words, before it is sent (docs/decisions/096): the same
 * rules the database flags by (screen_proof_photo(): no fix, farther than the settings' distance, from the gallery,
 * the same picture again). Empty: nothing to warn of. `limitM` is null for a job saved before the limit was read.
 */
export function photoWarnings(photo: PhotoFacts, site: { latitude: number; longitude: number } | null, limitM: number | null): string[] {
  const warnings: string[] = [];
  if (photo.latitude === null || photo.longitude === null) {
    warnings.push('The phone could not find where it is: the office will see this photo without a location, and may ask for it again.');
  } else if (site && limitM !== null) {
    const away = metresBetween(photo.latitude, photo.longitude, site.latitude, site.longitude);
    if (away > limitM) warnings.push(`This photo was taken ${away} m from the site, farther than the ${limitM} m the office accepts: they may ask for it again.`);
  }
  if (!photo.captured) warnings.push('This photo comes from the gallery, not the camera: the office will see that, and may ask for it again.');
  if (photo.duplicate) warnings.push('This is the same picture as a photo already taken on this phone: take a new one at the site.');
  return warnings;
}
