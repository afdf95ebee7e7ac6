import { describe, expect, it } from 'vitest';
import { ROUTER_FILE, shakeableRouterCode } from './react-router-tree-shaking.ts';

const routerFile = '/app/node_modules/react-router/dist/production/lib/dom/lib.js';
const source = [
  'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {',
  '\tconst inner = React$1.forwardRef(render);',
  '\tinner.displayName = "Inner";',
  '});',
  'Link.displayName = "Link";',
  'const FrameworkContext = React$1.createContext(void 0);',
  'window.__reactRouterVersion = "8";',
].join('\n');

const transform = (code: string, id: string): string | null => (ROUTER_FILE.test(id) ? shakeableRouterCode(code) : null);

describe('the React Router tree-shaking build step', () => {
  it('marks the top-level component and context calls pure and leaves out their developer-tools names', () => {
    const shaken = transform(source, routerFile)?.split('\n');
    expect(shaken).toEqual([
      'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef(props, ref) {',
      '\tconst inner = React$1.forwardRef(render);',
      '\tinner.displayName = "Inner";',
      '});',
      '',
      'const FrameworkContext = /* @__PURE__ */ React$1.createContext(void 0);',
      'window.__reactRouterVersion = "8";',
    ]);
  });

  it('keeps every line where it was, and touches no other package', () => {
    expect(transform(source, routerFile)?.split('\n')).toHaveLength(source.split('\n').length);
    expect(transform(source, '/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeNull();
    expect(transform(source, '/app/src/components/Link.tsx')).toBeNull();
  });
});
