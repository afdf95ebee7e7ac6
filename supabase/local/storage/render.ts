import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { ERRORS } from './errors.ts';
import type { Reply } from './http.ts';
import type { ObjectRow } from './objects-db.ts';

/**
 * Image transformations as hosted serves them under /render/image (supabase/storage
 * src/http/schemas/transformations.ts, imgproxy behind it): width, height, resize (cover by default,
 * contain, fill), quality (20-100, 80 by default) and format (origin keeps the type; without it WebP
 * goes to browsers that accept it). Never enlarges; each side at most 2500 px. Results are cached
 * on disk per object version and options.
 */

const MAX_SIDE = 2500;
const FITS = { cover: 'cover', contain: 'contain', fill: 'fill' } as const;
type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export type Transform = { width?: number; height?: number; resize: keyof typeof FITS; quality: number; format?: 'origin' | 'webp' | 'avif' };

function integer(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw ERRORS.invalidRequest(`querystring/${name} must be integer >= ${min}`);
  return Math.min(value, max);
}

export function parseTransform(query: URLSearchParams): Transform {
  const resize = query.get('resize') ?? 'cover';
  if (!(resize in FITS)) throw ERRORS.invalidRequest('querystring/resize must be equal to one of the allowed values');
  const format = query.get('format') ?? undefined;
  if (format !== undefined && !['origin', 'webp', 'avif'].includes(format)) {
    throw ERRORS.invalidRequest('querystring/format must be equal to one of the allowed values');
  }
  return {
    width: integer(query, 'width', 0, MAX_SIDE) || undefined,
    height: integer(query, 'height', 0, MAX_SIDE) || undefined,
    resize: resize as Transform['resize'],
    quality: integer(query, 'quality', 20, 100) ?? 80,
    format: format as Transform['format'],
  };
}

function outputFormat(transform: Transform, mimetype: string, accept: string): OutputFormat {
  if (transform.format === 'webp' || transform.format === 'avif') return transform.format;
  const original: OutputFormat = mimetype === 'image/png' ? 'png' : mimetype === 'image/webp' ? 'webp' : mimetype === 'image/avif' ? 'avif' : 'jpeg';
  if (transform.format === 'origin') return original;
  return accept.includes('image/webp') ? 'webp' : original;
}

export class Renderer {
  private readonly dir: string;
  private readonly read: (version: string) => Promise<Buffer>;

  constructor(localDir: string, read: (version: string) => Promise<Buffer>) {
    this.dir = join(localDir, 'storage', 'render-cache');
    this.read = read;
  }

  async render(req: IncomingMessage, row: ObjectRow, transform: Transform): Promise<Reply> {
    const format = outputFormat(transform, row.metadata.mimetype, String(req.headers.accept ?? ''));
    const options = JSON.stringify({ ...transform, format });
    const cached = join(this.dir, `${row.version}-${createHash('sha256').update(options).digest('hex').slice(0, 32)}`);
    const bytes = await readFile(cached).catch(() => this.transform(row, transform, format, cached));
    return {
      status: 200,
      bytes: req.method === 'HEAD' ? null : bytes,
      headers: {
        'Content-Type': `image/${format}`,
        'Content-Length': String(bytes.length),
        'Cache-Control': row.metadata.cacheControl,
        ETag: `"${createHash('md5').update(bytes).digest('hex')}"`,
        Vary: 'Accept',
        'X-Content-Type-Options': 'nosniff',
      },
    };
  }

  private async transform(row: ObjectRow, transform: Transform, format: OutputFormat, cachePath: string): Promise<Buffer> {
    let bytes: Buffer;
    try {
      bytes = await sharp(await this.read(row.version))
        .rotate()
        .resize({ width: transform.width, height: transform.height, fit: FITS[transform.resize], withoutEnlargement: true })
        .toFormat(format, { quality: transform.quality })
        .toBuffer();
    } catch {
      throw ERRORS.notAnImage();
    }
    await mkdir(this.dir, { recursive: true });
    await writeFile(cachePath, bytes);
    return bytes;
  }

  /** Drops the cached renderings of a version that was replaced or removed. */
  forget(version: string | null | undefined): void {
    if (!version) return;
    readdir(this.dir)
      .then((names) => Promise.all(names.filter((name) => name.startsWith(`${version}-`)).map((name) => rm(join(this.dir, name), { force: true }))))
      .catch(() => undefined);
  }
}
