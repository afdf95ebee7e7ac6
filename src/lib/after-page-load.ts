/**
 * Runs `run` once the page has loaded (its images included: the largest one is usually what a visitor
 * waits for), at once if it already has. Work that can wait (widgets, a background refresh) waits for
 * this, so it never competes with the page for the network or the main thread. Returns a cancel.
 */
export function afterPageLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}
