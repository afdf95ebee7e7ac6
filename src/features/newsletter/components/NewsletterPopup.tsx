import { lazy, Suspense, useEffect, useState } from 'react';
import { POPUP_DELAY_MS, rememberVisit, visitedRecently } from '../visits';

// The dialog, form and validation load only when the popup is due, never with the page.
const NewsletterDialog = lazy(() => import('./NewsletterDialog').then((module) => ({ default: module.NewsletterDialog })));

/** Offers the newsletter 20 s after load on a first visit (none in the last 20 minutes). */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (visitedRecently()) return;
    const timer = setTimeout(() => {
      rememberVisit();
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
