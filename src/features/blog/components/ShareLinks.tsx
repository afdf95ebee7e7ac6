import { Share2 } from 'lucide-react';
import { useLocation } from 'react-router';
import { absoluteUrl, canonicalPath } from '@/lib/seo';
import { shareLinks } from '../content';

/**
 * Share the current page on three networks; each opens in a new tab without access to this one.
 * The page's canonical URL, not window.location: the same at build (prerender) and in the browser.
 */
export function ShareLinks({ title }: { title: string }) {
  const { pathname } = useLocation();
  const links = shareLinks(absoluteUrl(canonicalPath(pathname)), title);
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
