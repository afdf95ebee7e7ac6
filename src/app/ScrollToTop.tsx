import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page, except a link to an anchor (/services#mobile),
 * which scrolls that element into view below the sticky header (its scroll-margin).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
