const HOUR_MS = 3_600_000;

/**
 * How long until `until`, as people say it: 'less than an hour', '5 hours' (whole hours under a day), '2 days'
 * (days to the nearest from a day on); null once it has passed. For holds that expire (docs/decisions/053).
 */
export function timeLeft(until: string | Date, now: Date = new Date()): string | null {
  const hours = (new Date(until).getTime() - now.getTime()) / HOUR_MS;
  if (!(hours > 0)) return null;
  if (hours < 1) return 'less than an hour';
  if (hours < 24) {
    const whole = Math.floor(hours);
    return `${whole} ${whole === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
