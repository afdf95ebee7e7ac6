import type { ComponentProps } from 'react';
import { Link } from '@/components/Link';
import { useHydrated } from '@/components/useHydrated';

type Variant = 'primary' | 'secondary' | 'light' | 'outline-light';
type Size = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
  light: 'bg-white text-slate-900 hover:bg-brand-50',
  'outline-light': 'border border-white/70 text-white hover:bg-white/10',
};
const sizes: Record<Size, string> = { md: 'px-4 py-2.5 text-sm', lg: 'px-6 py-3 text-base' };

type Look = { variant?: Variant; size?: Size; className?: string };

/** Classes of a button look, for elements that are neither a <button> nor a router link (e.g. <a download>). */
export function buttonClass({ variant = 'primary', size = 'md', className = '' }: Look = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

/**
 * A submit button stays disabled until React has hydrated its form: a prerendered form sent before then would go as
 * the browser's own GET, with what the visitor typed (a name, a phone number) in the address and nothing saved. A
 * disabled default button also stops Enter from sending the form (docs/product.md §5).
 */
export function Button({ variant, size, className, type = 'button', disabled, ...props }: Look & ComponentProps<'button'>) {
  const hydrated = useHydrated();
  return <button type={type} disabled={disabled || (type === 'submit' && !hydrated)} className={buttonClass({ variant, size, className })} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: Look & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
