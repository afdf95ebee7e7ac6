/**
 * A prerendered page inlines only the rules its own markup uses and carries the link of the whole stylesheet
 * in a <template> (scripts/prerender.ts, docs/decisions/038-per-page-critical-css.md and 049). The app puts
 * that link in the page as it starts, before any lazy chunk asks Vite's preloader for the same file, so
 * whatever it renders next (an open menu, a dialog, another route) has its rules. Resolves once loaded (or
 * failed: the page keeps its inlined rules either way).
 */
export function enableFullStylesheets(): Promise<void> {
  const templates = Array.from(document.querySelectorAll<HTMLTemplateElement>('template[data-full-stylesheet]'));
  return Promise.all(
    templates.map(
      (template) =>
        new Promise<void>((resolve) => {
          const link = template.content.querySelector('link');
          if (!link) return resolve(template.remove());
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          template.replaceWith(link);
        }),
    ),
  ).then(() => undefined);
}
