import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/after-page-load';
import { preloadPublicClients } from '@/lib/public-api';

const ChatWidget = lazy(() => import('@/features/chat').then((module) => ({ default: module.ChatWidget })));
const NewsletterPopup = lazy(() => import('@/features/newsletter').then((module) => ({ default: module.NewsletterPopup })));
const OfferAnnouncement = lazy(() => import('./OfferAnnouncement').then((module) => ({ default: module.OfferAnnouncement })));

/** Waits for the page's own load (src/lib/after-page-load.ts), then for the browser to idle. */
function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelLoad = afterPageLoad(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setReady(true), 1);
        cancelIdle = () => window.clearTimeout(handle);
      }
    });
    return () => {
      cancelLoad();
      cancelIdle();
    };
  }, []);
  return ready;
}

/**
 * The chat widget (bottom-right), the newsletter popup and the running offer's link under the header, each in its
 * own chunk (not on a page without `marketing`); and the public Supabase
 * clients, so the page's background refresh, a form's send or the next page's read need not wait for them.
 */
export function DeferredWidgets({ marketing }: { marketing: boolean }) {
  const ready = useAfterPageLoad();
  useEffect(() => {
    if (ready) preloadPublicClients();
  }, [ready]);
  if (!ready || !marketing) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
      <NewsletterPopup />
      <OfferAnnouncement />
    </Suspense>
  );
}
