import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The production response headers (docs/decisions/018-security-headers-csp.md), computed in one place:
 * the build writes them to `dist/_headers` (Netlify / Cloudflare Pages format), `npm run preview` and the
 * tests' server send that file's headers, and `headersAsNginx` prints the same values for nginx.
 */

/** The map the contact page shows when asked (src/features/contact/components/MapFacade.tsx). */
const MAP_ORIGIN = 'https://www.openstreetmap.org';
/**
 * The local stand-in's realtime socket on the preview server's own origin. CSP 3 lets 'self' match
 * ws: on the same host and port, but not every browser does; the port is only known when serving.
 */
const LOCAL_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];
/** Cloudflare Pages refuses a `_headers` line longer than this. */
export const HEADERS_FILE_LINE_LIMIT = 2000;

export interface InlineHashes {
  /** CSP sources ('sha256-…') of the inline scripts the browser runs. */
  scripts: string[];
  /** CSP sources of the inline <style> elements. */
  styles: string[];
}

function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Data blocks such as JSON-LD never run, so CSP does not apply to them. */
function runs(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** The hashes of every inline script and style in `pages` (emitted HTML), without repeats, in first-seen order. */
export function inlineHashes(pages: string[]): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of pages) {
    for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (runs(attributes)) scripts.add(cspHash(content));
    }
    for (const [, content] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(cspHash(content));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** `https://ref.supabase.co` -> the https and wss origins the Supabase client talks to. */
function supabaseOrigins(supabaseUrl: string): { https: string; wss: string } {
  const { origin, host } = new URL(supabaseUrl);
  return { https: origin, wss: `${origin.startsWith('https:') ? 'wss' : 'ws'}://${host}` };
}

export interface SecurityHeaderOptions extends InlineHashes {
  /** The hosted Supabase project's URL; undefined for a local build (the stand-in is on the site's own origin). */
  supabaseUrl?: string;
}

export function contentSecurityPolicy({ scripts, styles, supabaseUrl }: SecurityHeaderOptions): string {
  const supabase = supabaseUrl ? supabaseOrigins(supabaseUrl) : undefined;
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts],
    ['style-src', "'self'", ...styles],
    ['connect-src', "'self'", ...(supabase ? [supabase.https, supabase.wss] : LOCAL_SOCKETS)],
    // https: too: image URLs in the content are any https address an editor enters (src/lib/form-rules.ts).
    ['img-src', "'self'", 'data:', 'blob:', ...(supabase ? [supabase.https] : []), 'https:'],
    ['frame-src', MAP_ORIGIN],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header the site's HTML and assets are served with, in the order they are written. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Geolocation for the site's own pages only: the crew pages record where each proof photo was taken (decision 057).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
    // No includeSubDomains: the agency's other subdomains are not this site's to decide.
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/** The `_headers` file: one rule for every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const tooLong = lines.find((line) => line.length > HEADERS_FILE_LINE_LIMIT);
  if (tooLong) {
    throw new Error(`_headers: ${tooLong.trim().split(':')[0]} is ${tooLong.length} characters; Cloudflare Pages takes at most ${HEADERS_FILE_LINE_LIMIT}.`);
  }
  return ['/*', ...lines, ''].join('\n');
}

/** The headers of a `_headers` file written by `headersFile`. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]] = match[2];
  }
  return headers;
}

/** The same headers as nginx `add_header` lines (`always`: error pages carry them too). */
export function headersAsNginx(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

// `node scripts/security-headers.ts [dist]`: the nginx lines for a build's `_headers` (docs/deployment.md, "Security headers").
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const file = join(process.argv[2] ?? 'dist', '_headers');
  console.log(headersAsNginx(parseHeadersFile(readFileSync(file, 'utf8'))));
}
