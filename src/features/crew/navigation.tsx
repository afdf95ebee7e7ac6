import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * How the crew pages move between themselves (docs/decisions/057, "The crew's pages"). React Router's data router
 * is about 30 KB gzipped, a third of what a crew member's phone may load before the page is interactive; crew.html's
 * entry (src/app/crew-app.tsx) moves between the two pages with history.pushState instead, and the main router
 * (src/app/routes/crew) with its own navigate. The pages only see this context. Without one, a link is a page load.
 */
export type CrewNavigate = (path: string) => void;

const NavigateContext = createContext<CrewNavigate>((path) => window.location.assign(path));

export function CrewNavigation({ navigate, children }: { navigate: CrewNavigate; children: ReactNode }) {
  return <NavigateContext value={navigate}>{children}</NavigateContext>;
}

/** A link to another crew page: a real link (middle click, a new tab, no JavaScript) that moves within the app on a plain click. */
export function CrewLink({ to, onClick, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const navigate = useContext(NavigateContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
