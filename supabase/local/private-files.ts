import type { ServerResponse } from 'node:http';
import { isAbsolute, join, posix, relative } from 'node:path';
import type { Connect } from 'vite';

/**
 * Keeps the dev and preview servers from serving what must never leave the machine: the stand-in's state
 * directories (PostgreSQL's files with refresh tokens and password hashes, the e-mail outbox, logs), `.env*`,
 * key files and `.git`. Vite's `server.fs.deny` covers /@fs/ only; plain paths are served from the root,
 * so this middleware decodes and normalises every request path first (docs/decisions/017).
 */

export interface PrivateFileOptions {
  /** Directories nothing under which is served, wherever they are. */
  privateDirs: string[];
  /** Directories the server maps request paths onto (root, public dir, build output). */
  servedRoots: string[];
}

const PRIVATE_NAME = /^(?:\.git|\.env(?:\..*)?|.*\.(?:pem|key))$/i;
/** Vite's prefixes that name a file by its absolute path. */
const ABSOLUTE_PREFIX = /^\/@(?:fs|id)(?=\/)/;
const MAX_DECODE_ROUNDS = 3;

/** The request path decoded (also when encoded twice) and normalised; null when it cannot be decoded. */
export function normalisedPath(url: string): string | null {
  let path = url.split(/[?#]/)[0] ?? '/';
  for (let round = 0; round < MAX_DECODE_ROUNDS && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  return posix.normalize(`/${path.replace(/\\/g, '/')}`);
}

/** Case-insensitive, so that a case-insensitive file system (macOS, Windows) is covered too. */
function isInside(path: string, dir: string): boolean {
  const rel = relative(dir.toLowerCase(), path.toLowerCase());
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * A file in a private directory, unless it is also in a served directory that lies deeper inside that one
 * (a build kept inside the tests' run directory is still the site; a state directory inside the project is not).
 */
function isPrivateFile(file: string, options: PrivateFileOptions): boolean {
  return options.privateDirs.some(
    (dir) =>
      isInside(file, dir) &&
      !options.servedRoots.some((site) => isInside(file, site) && isInside(site, dir) && !isInside(dir, site)),
  );
}

export function isPrivateRequest(url: string, options: PrivateFileOptions): boolean {
  const path = normalisedPath(url);
  if (path === null) return true;
  if (path.split('/').some((segment) => PRIVATE_NAME.test(segment))) return true;
  const absolute = ABSOLUTE_PREFIX.test(path) ? [path.replace(ABSOLUTE_PREFIX, '')] : [];
  const candidates = [...absolute, ...options.servedRoots.map((root) => join(root, path))];
  return candidates.some((file) => isPrivateFile(file, options));
}

function refuse(res: ServerResponse): void {
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden: this file is not served.');
}

export function privateFileGuard(options: PrivateFileOptions): Connect.NextHandleFunction {
  return (req, res, next) => (isPrivateRequest(req.url ?? '/', options) ? refuse(res) : next());
}
