/**
 * The crew pages' controls: big touch targets (48 px at least) for a thumb in the sun, the site's orange focus ring
 * (src/index.css) also on a file input's label, whose input is hidden.
 */

const focusWithin = 'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-500';

export const primaryButton =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

export const secondaryButton =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-70';

/** A label that is a file input's button. */
export const primaryFileButton = `${primaryButton} ${focusWithin}`;
export const secondaryFileButton = `${secondaryButton} ${focusWithin}`;

/** The smaller 'Choose from gallery' (still 44 px tall). */
export const smallFileButton = `inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50 ${focusWithin}`;

export const textLink = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
