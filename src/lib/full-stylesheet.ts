/**
 * A prerendered page inlines only the rules its own markup uses and links the whole stylesheet disabled
 * (scripts/prerender.ts, docs/decisions/038-per-page-critical-css.md). The app turns it on as it starts, so
 * whatever it renders next (an open menu, a dialog, another route) has its rules. Resolves once loaded (or
 * failed: the page keeps its inlined rules either way).
 */
export function enableFullStylesheets(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]'));
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.disabled = false;
        }),
    ),
  ).then(() => undefined);
}
