import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What every part of the local stand-in shares, and the well-known local values of the Supabase CLI
 * (apps/cli-go/pkg/config: the JWT secret and the demo anon / service_role keys signed with it), so that
 * tools and habits carry over from `supabase start`.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The root of this checkout. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the stand-in keeps its state unless told otherwise: $SUPABASE_LOCAL_DIR, or `.local/` in the project. */
export function defaultLocalDir(rootDir = PROJECT_ROOT): string {
  return resolve(process.env.SUPABASE_LOCAL_DIR ?? join(rootDir, '.local'));
}

/** A path as the person at the terminal wants it: relative inside the current directory, absolute outside. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** Passed to every service of the stand-in (services.ts), as part of its ServiceContext. */
export interface LocalContext {
  /** Superuser connection string of the local database, e.g. postgresql://postgres:postgres@127.0.0.1:54322/postgres */
  dbUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The site origin without a trailing slash (also the Supabase URL in local mode); known once the server listens. */
  publicUrl: () => string;
  /** Repository root. */
  rootDir: string;
  /** Where the stand-in keeps its state: `.local/` for `npm start`, a per-run directory for the tests. */
  localDir: string;
  log: (msg: string) => void;
}

/**
 * An error meant for the person running the command: its message says what happened and what to do,
 * so it prints as that message alone, without a stack trace (Vite prints start-up errors with util.inspect).
 */
export class StandInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StandInError';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.message;
  }
}
