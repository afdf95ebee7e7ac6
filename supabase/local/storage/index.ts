import type { IncomingMessage, ServerResponse } from 'node:http';
import pg from 'pg';
import type { Service, ServiceContext } from '../service.ts';
import { findEndpoint, type StorageDeps } from './endpoint.ts';
import { ENDPOINTS } from './endpoints.ts';
import { ERRORS, StorageError } from './errors.ts';
import { FileStore } from './files.ts';
import { send, sendError, sendPreflight } from './http.ts';
import { Renderer } from './render.ts';
import { seedStorage } from './seed.ts';

/**
 * Supabase Storage's object API behind /storage/v1, wire-compatible with storage-js: metadata in
 * storage.buckets / storage.objects (schema.sql), every caller query under the policies on
 * storage.objects (caller.ts), bytes under <localDir>/storage/files, image transforms with sharp
 * (render.ts). Routes, status codes and error bodies follow supabase/storage (docs/decisions/026).
 */

const PREFIX = '/storage/v1';

async function route(deps: StorageDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname, searchParams } = new URL((req.url ?? '/').slice(PREFIX.length) || '/', 'http://localhost');
  const found = findEndpoint(ENDPOINTS, req.method ?? 'GET', pathname);
  if (!found) throw new StorageError(404, 'NotFound', 'Not Found', `Route ${req.method}:${pathname} not found`);
  send(req, res, await found.endpoint.handle({ req, query: searchParams, params: found.params, deps }));
}

export async function startStorage(ctx: ServiceContext): Promise<Service> {
  const pool = new pg.Pool({ connectionString: ctx.dbUrl, max: 5 });
  pool.on('error', (error) => ctx.log(`storage: database pool error: ${error.message}`));
  const files = new FileStore(ctx.localDir);
  const deps: StorageDeps = { pool, files, renderer: new Renderer(ctx.localDir, (version) => files.read(version)), jwtSecret: ctx.jwtSecret };
  await seedStorage({ pool, files, rootDir: ctx.rootDir, log: ctx.log });
  return {
    prefix: PREFIX,
    handle(req, res) {
      if (req.method === 'OPTIONS') return sendPreflight(req, res);
      route(deps, req, res).catch((error: unknown) => {
        if (error instanceof StorageError) return sendError(req, res, error);
        ctx.log(`storage: ${(error as Error).stack ?? String(error)}`);
        if (!res.headersSent) sendError(req, res, ERRORS.internal());
      });
    },
    close: () => pool.end(),
  };
}
