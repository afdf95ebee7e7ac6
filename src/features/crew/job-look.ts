/**
 * How a job looks on the crew's list: its card's photo, its state badge and the icons' classes. The list's React
 * components, crew.html's first paint (./first-paint.ts, docs/decisions/103) and the build, which draws that paint's
 * icons (scripts/crew-first-paint-icons.ts), all take them from here; so this file imports nothing.
 */

export type StateIconName = 'todo' | 'mounted' | 'approved' | 'reshoot';

/** The first paint's icons as React draws them, made at build time (scripts/crew-first-paint-icons.ts). */
export type FirstPaintIcons = Record<StateIconName | 'place' | 'signOut', string>;

const STATE_STYLE: Record<StateIconName, string> = {
  todo: 'bg-slate-200 text-slate-800',
  mounted: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-900',
  reshoot: 'bg-red-100 text-red-900',
};

/** The state's icon: an unknown state looks as 'To do' does. */
export const stateIconName = (state: string): StateIconName => (state in STATE_STYLE ? (state as StateIconName) : 'todo');

export const stateBadgeClass = (state: string, className: string): string =>
  `inline-flex items-start gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold ${STATE_STYLE[stateIconName(state)]} ${className}`;

/** The icons' classes: the first paint's icons are drawn with these at build time (scripts/crew-first-script.ts). */
export const ICON_CLASS = {
  state: 'mt-0.5 size-4 shrink-0',
  place: 'mt-0.5 size-4 shrink-0 text-brand-700',
  signOut: 'size-4',
} as const;

/** The site's photo on a card. */
export const CARD_PHOTO = {
  width: 96,
  height: 72,
  sizes: '96px',
  className: 'h-[72px] w-24 shrink-0 rounded-lg object-cover',
} as const;
