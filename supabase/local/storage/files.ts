import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bytes of every object version, under the stand-in's state directory: `<localDir>/storage/files/<version>`.
 * A version is a UUID the service makes, so no object name ever becomes part of a file path.
 */
export class FileStore {
  readonly dir: string;

  constructor(localDir: string) {
    this.dir = join(localDir, 'storage', 'files');
  }

  private path(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`not a version id: ${version}`);
    return join(this.dir, version);
  }

  /** Writes the bytes of a new version, not yet visible to anyone until its row is committed. */
  async write(bytes: Buffer): Promise<string> {
    const version = randomUUID();
    await mkdir(this.dir, { recursive: true });
    const partial = `${this.path(version)}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, this.path(version));
    return version;
  }

  async copy(version: string): Promise<string> {
    const copy = randomUUID();
    await copyFile(this.path(version), this.path(copy));
    return copy;
  }

  read(version: string): Promise<Buffer> {
    return readFile(this.path(version));
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (version) await rm(this.path(version), { force: true });
  }
}
