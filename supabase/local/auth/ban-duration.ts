import { validationFailed } from './errors.ts';

/**
 * GoTrue's ban_duration: a Go duration ('876000h', '1h30m', '90s', '300ms') from now, or 'none' to lift
 * the ban (null). Anything else is refused as GoTrue refuses it.
 */

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
const PART = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;

export function banUntil(duration: string, now = Date.now()): Date | null {
  if (duration === 'none') return null;
  if (!DURATION.test(duration)) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${duration}"`);
  }
  let ms = 0;
  for (const [, amount, unit] of duration.matchAll(PART)) ms += Number(amount) * (UNIT_MS[unit as string] as number);
  return new Date(now + ms);
}
