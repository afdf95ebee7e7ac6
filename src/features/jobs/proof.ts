/**
 * What staff read of a job's proof (docs/decisions/057), in the database's own terms: the words for a photo's flags,
 * how far apart two points are and how far off a phone's clock was. The shots themselves: @/catalogue/proof-shots.
 */

/** A photo's flags, set by the database, as staff read them; `limitM` is sales_settings.proof_distance_m. */
export function flagSentence(flag: string, limitM: number | undefined): string {
  switch (flag) {
    case 'no_fix':
      return 'No location fix';
    case 'far':
      return limitM ? `Farther than ${limitM} m from the site` : 'Far from the site';
    case 'gallery':
      return 'Picked from the gallery, not taken on the spot';
    case 'duplicate':
      return 'The same picture as another proof photo';
    case 'exif_place':
      return limitM ? `Its own position (EXIF) is farther than ${limitM} m from the phone's` : "Its own position (EXIF) is far from the phone's";
    case 'exif_time':
      return "Its own date (EXIF) is more than 30 minutes from the phone's";
    default:
      return flag;
  }
}

/** Metres between two points (shared with the crew's phone pages, which warn before sending a photo taken far away). */
export { metresBetween } from '@/lib/distance';

/** A phone clock this far from the server's is worth showing: a wrong clock, or a photo kept back and sent later. */
export const CLOCK_DRIFT_SHOWN_MS = 5 * 60_000;

/** How far the phone's clock was from the server's when the photo arrived, in whole minutes, or null within 5 minutes. */
export function clockDriftMinutes(takenAt: string, phoneTime: string | null): number | null {
  if (!phoneTime) return null;
  const drift = new Date(phoneTime).getTime() - new Date(takenAt).getTime();
  return Math.abs(drift) > CLOCK_DRIFT_SHOWN_MS ? Math.round(drift / 60_000) : null;
}

/** '27 minutes', '3 hours 5 minutes', '2 days 4 hours': how far off a clock was. */
export function spanText(minutes: number): string {
  const total = Math.abs(minutes);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const rest = total % 60;
  const part = (count: number, unit: string) => (count ? `${count} ${unit}${count === 1 ? '' : 's'}` : '');
  const parts = days ? [part(days, 'day'), part(hours, 'hour')] : [part(hours, 'hour'), part(rest, 'minute')];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}
