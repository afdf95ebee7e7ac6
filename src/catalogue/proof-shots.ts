/**
 * The photographs a job needs (docs/decisions/057), for the crew's pages, the back office and the client's report:
 * what the database's job_required_shots(kind, lighting) answers, written again here so a page lists them with
 * the job itself (src/features/crew/__tests__ keeps the two rules side by side); the database decides when a job is
 * complete.
 */

export const SHOTS = ['close_up', 'approach', 'newspaper', 'night'] as const;
export type Shot = (typeof SHOTS)[number];

export const isShot = (value: string): value is Shot => (SHOTS as readonly string[]).includes(value);

/** A close-up, a long shot from the approach, one with the day's newspaper, and a night shot for a lit site; taking an ad down needs the first two. */
export function requiredShots(kind: string, lighting: string | null | undefined): Shot[] {
  if (kind === 'dismantling') return ['close_up', 'approach'];
  if (lighting === 'non_lit') return ['close_up', 'approach', 'newspaper'];
  return ['close_up', 'approach', 'newspaper', 'night'];
}

/** Each shot's name and what it shows. */
export const SHOT_TEXT: Record<Shot, { name: string; hint: string }> = {
  close_up: { name: 'Close-up', hint: 'The whole ad, filling the frame' },
  approach: { name: 'Approach', hint: 'A long shot from the approach' },
  newspaper: { name: 'Newspaper', hint: "With today's newspaper in view" },
  night: { name: 'Night', hint: 'At night, lights on' },
};

/** A shot's name; any other value as it is. */
export const shotName = (shot: string): string => (isShot(shot) ? SHOT_TEXT[shot].name : shot);
