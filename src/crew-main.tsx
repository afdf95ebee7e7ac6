import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CrewApp, crewRoute } from './app/crew-app';
import { loadCrewJob } from './features/crew';
import './crew.css';

/**
 * The crew pages' own entry (crew.html; docs/decisions/057, "The crew's pages"). The main entry carries the public
 * site's layout and router (about 111 KB gzipped before any page); a crew member's phone, often on a weak signal,
 * loads React and the crew pages only. Every link out of them is a full page load.
 */
async function start(rootElement: HTMLElement): Promise<void> {
  // Opened on a job: its chunk first, so the first render is the page, not an empty moment.
  if (crewRoute(window.location.pathname).page === 'job') await loadCrewJob().catch(() => undefined);
  // Not a transition: the first render is drawn in one go, not in slices a weak phone pays for (docs/decisions/098).
  createRoot(rootElement).render(
    <StrictMode>
      <CrewApp />
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);

// The crew pages open without signal (docs/decisions/058): a service worker for /crew alone keeps this entry's files.
// Registered once the page has loaded, so that it never competes with the first paint; a build has it, dev does not.
// The page's first script may start this code after the load (docs/decisions/103).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void navigator.serviceWorker.register('/crew-sw.js', { scope: '/crew' }).catch((error: unknown) => console.warn('The crew pages cannot be kept for offline use:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
