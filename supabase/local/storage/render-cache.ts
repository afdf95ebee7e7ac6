import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The image renderings on disk, at most `maxBytes` of them: the least recently used go first (decision 040).
 * Names start with the object version they were made from, so a replaced or removed version's renderings
 * can be dropped together. The index lives in memory and is rebuilt from the directory at start.
 */
export class RenderCache {
  /** name → size, in order of last use (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private loaded: Promise<void> | undefined;
  private readonly dir: string;
  private readonly maxBytes: number;

  constructor(dir: string, maxBytes: number) {
    this.dir = dir;
    this.maxBytes = maxBytes;
  }

  async get(name: string): Promise<Buffer | undefined> {
    await this.load();
    const size = this.entries.get(name);
    if (size === undefined) return undefined;
    const bytes = await readFile(join(this.dir, name)).catch(() => undefined);
    this.entries.delete(name);
    if (bytes) this.entries.set(name, size);
    else this.total -= size;
    return bytes;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.load();
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), bytes);
    this.drop(name);
    this.entries.set(name, bytes.length);
    this.total += bytes.length;
    for (const [oldest] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.drop(oldest);
      await rm(join(this.dir, oldest), { force: true });
    }
  }

  /** Drops every rendering made from `version`. */
  async forget(version: string): Promise<void> {
    await this.load();
    const names = [...this.entries.keys()].filter((name) => name.startsWith(`${version}-`));
    for (const name of names) this.drop(name);
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
  }

  get bytes(): number {
    return this.total;
  }

  private drop(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.total -= size;
  }

  /** The files already on disk, oldest modified first. */
  private load(): Promise<void> {
    this.loaded ??= readdir(this.dir)
      .catch(() => [] as string[])
      .then((names) => Promise.all(names.map(async (name) => ({ name, info: await stat(join(this.dir, name)) }))))
      .then((files) => {
        for (const { name, info } of files.sort((a, b) => a.info.mtimeMs - b.info.mtimeMs)) {
          this.entries.set(name, info.size);
          this.total += info.size;
        }
      });
    return this.loaded;
  }
}
