import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import type { FileStore } from './files.ts';
import type { Reply } from './http.ts';
import type { Renderer } from './render.ts';

/** The shape of one /storage/v1 endpoint; each group (upload, objects, signed, render) exports a list. */

export interface StorageDeps {
  /** Superuser pool: bucket look-ups as the service, caller queries through asCaller(). */
  pool: pg.Pool;
  files: FileStore;
  renderer: Renderer;
  jwtSecret: string;
}

export interface StorageCall {
  req: IncomingMessage;
  query: URLSearchParams;
  /** The capture groups of the endpoint's path (still percent-encoded). */
  params: string[];
  deps: StorageDeps;
}

export interface Endpoint {
  /** GET endpoints also answer HEAD (headers only). */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Matched against the path after /storage/v1. */
  path: RegExp;
  handle(call: StorageCall): Promise<Reply>;
}

export function findEndpoint(endpoints: readonly Endpoint[], method: string, path: string): { endpoint: Endpoint; params: string[] } | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const endpoint of endpoints) {
    if (endpoint.method !== wanted) continue;
    const match = endpoint.path.exec(path);
    if (match) return { endpoint, params: match.slice(1) };
  }
  return undefined;
}
