import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Small helpers for processes the stand-in starts, or finds left over from a run that died. */

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/** An exited process nobody reaped yet (containers without an init process keep them around). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/**
 * Whether pid is alive and its command line mentions `name`, so a recycled pid is never mistaken for ours.
 * Where /proc does not exist (macOS) being alive has to do.
 */
export function isRunning(pid: number, name: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name);
  } catch {
    return true;
  }
}

/** Sends `signal`, waits up to `timeoutMs` for the process to go, then kills it. */
export async function terminate(pid: number, signal: NodeJS.Signals, timeoutMs = 10_000): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      return;
    }
    await sleep(50);
  }
}

/** Signals a process without waiting (for `exit` handlers, which cannot wait). */
export function signal(pid: number | undefined, sig: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Stops a child we spawned: `sig`, then SIGKILL if it is still there after `timeoutMs`. */
export async function stopChild(child: ChildProcess, sig: NodeJS.Signals, timeoutMs = 15_000): Promise<void> {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  if (exited()) return;
  const gone = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  child.kill(sig);
  if (!(await gone)) {
    child.kill('SIGKILL');
    if (!exited()) await new Promise((resolve) => child.once('exit', resolve));
  }
}
