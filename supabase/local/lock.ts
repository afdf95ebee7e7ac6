import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { displayPath, StandInError } from './context.ts';
import { isRunning, terminate } from './processes.ts';

/**
 * One stand-in per state directory. The lock file names the Node process that owns the directory and the
 * servers it started, so a second `npm start` can say who holds it, and a run that died without cleaning up
 * (SIGKILL, a crash) leaves nothing that blocks the next one: its PostgREST is stopped here, its postmaster by
 * postgres.ts (postmaster.pid).
 */
export interface LockOwner {
  pid: number;
  command: string;
  startedAt: string;
  postgresPid?: number;
  postgrestPid?: number;
  /** Superuser URL of the database it serves (so `npm run db:types` can use a running dev server's). */
  dbUrl?: string;
  url?: string;
}

export interface Lock {
  update(patch: Partial<LockOwner>): void;
  release(): void;
}

const LOCK_FILE = 'stand-in.lock.json';

function lockPath(localDir: string): string {
  return join(localDir, LOCK_FILE);
}

function readLock(localDir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(lockPath(localDir), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** The live process using this state directory, if any. */
export function liveOwner(localDir: string): LockOwner | null {
  const owner = readLock(localDir);
  return owner && isRunning(owner.pid, 'node') ? owner : null;
}

function describeCommand(): string {
  const npmScript = process.env.npm_lifecycle_event;
  if (npmScript) return npmScript === 'start' ? 'npm start' : `npm run ${npmScript}`;
  return process.argv.slice(1, 3).map((arg) => basename(arg)).join(' ');
}

export function busyMessage(localDir: string, owner: LockOwner): string {
  const where = displayPath(localDir);
  const serving = owner.url ? `, serving ${owner.url}` : '';
  return (
    `The local Supabase data in ${where} is in use by \`${owner.command}\` (pid ${owner.pid}${serving}). ` +
    'Stop that first, or set SUPABASE_LOCAL_DIR to use another directory.'
  );
}

async function stopLeftovers(owner: LockOwner, log: (msg: string) => void): Promise<void> {
  if (owner.postgrestPid && isRunning(owner.postgrestPid, 'postgrest')) {
    log(`Stopping PostgREST left running by an earlier run (pid ${owner.postgrestPid}).`);
    await terminate(owner.postgrestPid, 'SIGTERM');
  }
}

export async function acquireLock(localDir: string, log: (msg: string) => void): Promise<Lock> {
  mkdirSync(localDir, { recursive: true });
  const path = lockPath(localDir);
  let state: LockOwner = { pid: process.pid, command: describeCommand(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(state, null, 2), { flag: 'wx' });
      return {
        update(patch) {
          state = { ...state, ...patch };
          writeFileSync(path, JSON.stringify(state, null, 2));
        },
        release() {
          if (readLock(localDir)?.pid === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = readLock(localDir);
      if (existing && isRunning(existing.pid, 'node')) throw new StandInError(busyMessage(localDir, existing));
      if (existing) await stopLeftovers(existing, log);
      try {
        unlinkSync(path);
      } catch {
        // another starter removed it first; try again
      }
    }
  }
  throw new StandInError(`Could not take the lock ${path}; is another stand-in starting right now?`);
}
