import { lazy, Suspense, useEffect, useState } from 'react';
import { formSentThisVisit } from '@/lib/submission';
import { POPUP_DELAY_MS, RETRY_MS, rememberVisit, visitedRecently, wouldInterrupt } from '../visits';

// The dialog, form and validation load only when the popup is due, never with the page.
const NewsletterDialog = lazy(() => import('./NewsletterDialog').then((module) => ({ default: module.NewsletterDialog })));

/**
 * Offers the newsletter 20 s after load on a first visit (none in the last 20 minutes), but never over the sites
 * or the media plan, nor over a form being filled in: it waits for a moment that interrupts nobody. Never after the
 * visitor has sent a form (a booking, a message, a quote): they have just told us what they want.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (visitedRecently()) return;
    let timer: ReturnType<typeof setTimeout>;
    const offer = (delay: number) => {
      timer = setTimeout(() => {
        if (formSentThisVisit()) return;
        if (wouldInterrupt(window.location.pathname, document)) return offer(RETRY_MS);
        rememberVisit();
        setOpen(true);
      }, delay);
    };
    offer(POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
