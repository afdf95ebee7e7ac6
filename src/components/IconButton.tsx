import type { ComponentProps, ReactNode } from 'react';

/** The look of an icon-only control, for buttons and links alike. */
export const iconControlClass =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
export const iconTones = { neutral: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900', danger: 'text-red-700 hover:bg-red-50 hover:text-red-800' };

export type IconControlProps = { label: string; icon: ReactNode; tone?: keyof typeof iconTones };

/**
 * An icon-only button; `label` is its accessible name and tooltip. Its own module: the public sites list's
 * pagination uses it, and must not load the back office's other buttons and their icons with it.
 */
export function IconButton({ label, icon, tone = 'neutral', className, ...props }: IconControlProps & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button type="button" aria-label={label} title={label} {...props} className={`${iconControlClass} ${iconTones[tone]} ${className ?? ''}`}>
      {icon}
    </button>
  );
}
