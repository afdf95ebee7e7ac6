import { lazy, Suspense, useEffect, useState } from 'react';
import { preloadPublicClients } from '@/lib/public-api';

const ChatWidget = lazy(() => import('@/features/chat').then((module) => ({ default: module.ChatWidget })));
const NewsletterPopup = lazy(() => import('@/features/newsletter').then((module) => ({ default: module.NewsletterPopup })));

/** Waits until the browser is idle after the first paint, so the widgets never compete with the page itself. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 1);
    return () => window.clearTimeout(handle);
  }, []);
  return ready;
}

/**
 * The chat widget (bottom-right) and the newsletter popup, each in its own chunk; and the public Supabase
 * clients, so the page's background refresh, a form's send or the next page's read need not wait for them.
 */
export function DeferredWidgets() {
  const ready = useAfterFirstPaint();
  useEffect(() => {
    if (ready) preloadPublicClients();
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
      <NewsletterPopup />
    </Suspense>
  );
}
