import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The star button that marks a record featured or not; the caller gives its text (e.g. 'Feature'). */
export function FeaturedToggle({ featured, children, ...button }: { featured: boolean } & Omit<ComponentProps<'button'>, 'type' | 'title' | 'className'>) {
  return (
    <button
      type="button"
      title={featured ? 'Remove from featured' : 'Mark as featured'}
      {...button}
      className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        featured ? 'bg-amber-100 text-amber-900 hover:bg-amber-200' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
      }`}
    >
      <Star aria-hidden="true" className={`size-4 ${featured ? 'fill-current' : ''}`} />
      {children}
    </button>
  );
}
