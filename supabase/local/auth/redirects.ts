import type { AuthDeps } from './endpoint.ts';

/**
 * Where GoTrue lets a link redirect (utilities.IsRedirectURLValid): any URL on the site URL's host, or one
 * matching a glob of [auth] additional_redirect_urls (`*` within a host label or path segment, `**` across).
 * The stand-in's site is both the origin it is served on and [auth] site_url.
 */

function globPattern(glob: string): RegExp {
  const pattern = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*|\*|\?/g, (token) => ({ '**': '.*', '*': '[^./]*', '?': '[^./]' })[token] ?? token);
  return new RegExp(`^${pattern}$`);
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
};

export function isAllowedRedirect(deps: AuthDeps, url: string): boolean {
  const host = hostOf(url);
  if (!host) return false;
  if ([deps.siteUrl(), deps.settings.siteUrl].some((site) => hostOf(site) === host)) return true;
  return deps.settings.additionalRedirectUrls.some((glob) => globPattern(glob).test(url));
}

/** GoTrue's referrer: redirect_to when it is allowed, else the site (here: the origin the stand-in is served on). */
export function redirectTarget(deps: AuthDeps, redirectTo: string | null | undefined): string {
  return redirectTo && isAllowedRedirect(deps, redirectTo) ? redirectTo : deps.siteUrl();
}
