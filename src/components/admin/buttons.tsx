import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass as sharedButtonClass } from '@/components/Button';

/** The site's shared button looks (`@/components/Button`) under the admin's positional API. */
export type ButtonVariant = 'primary' | 'secondary';

/** Class names of an admin button, for <button>, <Link> and <a> alike. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return sharedButtonClass({ variant, className: extra });
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} {...props} className={buttonClass(variant, className)} />;
}

/** A router link that looks like a button (e.g. 'Add Client' → /admin/clients/new). */
export function ButtonLink({ variant = 'primary', className, ...props }: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}

const iconClass =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const iconTones = { neutral: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900', danger: 'text-red-700 hover:bg-red-50 hover:text-red-800' };

type IconProps = { label: string; icon: ReactNode; tone?: keyof typeof iconTones };

/** An icon-only button; `label` is its accessible name and tooltip. */
export function IconButton({ label, icon, tone = 'neutral', className, ...props }: IconProps & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button type="button" aria-label={label} title={label} {...props} className={`${iconClass} ${iconTones[tone]} ${className ?? ''}`}>
      {icon}
    </button>
  );
}

/** An icon-only router link (e.g. edit); `label` is its accessible name and tooltip. */
export function IconLink({ label, icon, tone = 'neutral', className, ...props }: IconProps & Omit<ComponentProps<typeof Link>, 'children'>) {
  return (
    <Link aria-label={label} title={label} {...props} className={`${iconClass} ${iconTones[tone]} ${className ?? ''}`}>
      {icon}
    </Link>
  );
}
