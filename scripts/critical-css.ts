import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

/**
 * The part of the site's stylesheet a group of prerendered pages can use at first paint
 * (docs/decisions/038-per-page-critical-css.md): every rule whose selector names only classes that appear
 * in the pages' markup, and every rule that names no class at all (the base layer, `:root`, `*`). The whole
 * stylesheet follows once the app starts (src/lib/full-stylesheet.ts), so nothing the app renders later
 * (an open menu, a dialog, the next route) goes without its rules.
 */

/** The class names a page's markup uses, from its `class` attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(decodeEntities(name));
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#39);/g, (_, entity: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" })[entity] ?? _);
}

/** `.md\:flex` -> `md:flex`, `.\32 xl` -> `2xl`: a CSS identifier with its escapes undone (hex ones by code point). */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char as string),
  );
}

/**
 * The classes a selector needs to match. Those inside `:not(...)` are ones it needs absent, so they do not
 * count, and neither do dots in attribute selectors (`[href$=".pdf"]`).
 */
function requiredClasses(selector: string): string[] {
  const withoutNegations = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '').replace(/(?<!\\)\[[^\]]*(?<!\\)\]/g, '');
  return [...withoutNegations.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map(([, name]) => unescapeIdentifier(name));
}

function canMatch(selector: string, classes: Set<string>): boolean {
  return requiredClasses(selector).every((name) => classes.has(name));
}

/** Drops the rules no page of the group can match, then the at-rules and layers left empty. */
function prune(container: Container, classes: Set<string>): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      // A nested rule (`&:hover`) matches only where its parent does; its own classes still count.
      const kept = rule.selectors.filter((selector) => canMatch(selector, classes));
      if (kept.length === 0) return void rule.remove();
      if (kept.length < rule.selectors.length) rule.selectors = kept;
      prune(rule, classes);
      // Its declarations were all in nested rules that cannot match.
      if (rule.nodes.length === 0) rule.remove();
    } else if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name)) {
      prune(node, classes);
      if (node.nodes?.length === 0 && node.name !== 'layer') node.remove();
    }
  });
}

/** The rules of `css` that the markup in `pages` can use, in the stylesheet's order. */
export function criticalCss(css: string, pages: string[]): string {
  const classes = new Set<string>();
  for (const html of pages) for (const name of classesIn(html)) classes.add(name);
  const root = postcss.parse(css);
  prune(root, classes);
  return root.toString();
}
