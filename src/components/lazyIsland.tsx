import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a page that loads its code apart from the page (a form, a section below the fold, a failure's
 * message, the header's menus): its own lazy Suspense boundary. On a prerendered page the HTML shows it at once;
 * React hydrates the rest of the page without waiting for this code and hydrates the part when the code arrives,
 * replaying a click made on it meanwhile. On a page rendered in the browser it appears a moment after the page,
 * with `Placeholder` (same props) in its place until then, so nothing around it moves (docs/decisions/037).
 */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>, Placeholder?: ComponentType<Props>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Island(props: Props) {
    return (
      <Suspense fallback={Placeholder ? <Placeholder {...props} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // A parent's re-render with the same props must not reach a part still waiting for its code: React would
  // drop its server HTML and render it again on the client once the code arrives.
  return memo(Island) as unknown as ComponentType<Props>;
}
