import { forwardRef, type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/*
 * React Router's <Link> and <NavLink> as this site uses them: an address inside the app, opened without a page load.
 * The router's own components also carry framework mode's prefetching (PrefetchPageLinks and the route-module
 * manifest code), which every page downloaded before it was interactive and none used (docs/decisions/067).
 */

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, preventScrollReset, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

type NavLinkState = { isActive: boolean };

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  /** Active only on this exact address, not on the addresses under it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string);
  style?: CSSProperties;
  children?: ReactNode;
};

/** A Link that knows it leads to the page shown (`aria-current="page"`), as the router's NavLink matches it. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className, ...rest }, ref) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const isActive = current === target || (!end && target !== '/' && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});
