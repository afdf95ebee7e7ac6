import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router a page never uses (docs/decisions/067). The router's build writes
 * its components as `const Link = React$1.forwardRef(…)` followed by `Link.displayName = "Link"`: an unannotated call
 * and a property write, both kept as possible side effects, so every page carried <Link>, <Form>, <Scripts> and
 * framework mode's prefetching and route-module code (about 5 KB gzipped) whether it rendered them or not. The
 * calls are pure and the names serve only React's developer tools, so the build marks the one and leaves out the
 * other, in the router's own files and nowhere else.
 */
export const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.m?js$/;
const TOP_LEVEL_COMPONENT_CALL = /^((?:const|let|var) [\w$]+ = )(React\$1\.(?:forwardRef|memo|createContext)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** One of the router's files as the bundler should see it. */
export const shakeableRouterCode = (code: string): string =>
  code.replace(TOP_LEVEL_COMPONENT_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_FILE },
      handler(code) {
        const shaken = shakeableRouterCode(code);
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
