import { Share2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { absoluteUrl, canonicalPath } from '@/lib/seo';
import { shareLinks } from '../content';

/** The address never changes under a rendered page without a re-render (navigation re-renders). */
const noSubscription = () => () => {};

/**
 * Share the current page on three networks; each opens in a new tab without access to this one.
 * Built from the page's address (docs/product.md §2); the prerendered HTML has no address yet and
 * carries the canonical URL, which hydration keeps and the browser then swaps for its own address.
 */
export function ShareLinks({ title }: { title: string }) {
  const { pathname } = useLocation();
  const canonical = absoluteUrl(canonicalPath(pathname));
  const pageAddress = useSyncExternalStore(noSubscription, () => window.location.href, () => canonical);
  const links = shareLinks(pageAddress, title);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="inline-flex items-center gap-1.5 font-semibold text-slate-900">
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Share this article:
      </span>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-200"
            >
              {network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
