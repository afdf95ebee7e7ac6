import { Star } from 'lucide-react';

export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
      <Star aria-hidden="true" className="h-3 w-3 fill-current" />
      Featured
    </span>
  );
}
