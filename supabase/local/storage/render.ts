import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { ERRORS } from './errors.ts';
import type { Reply } from './http.ts';
import { sniffRasterType } from './image-types.ts';
import type { ObjectRow } from './objects-db.ts';
import { RenderCache } from './render-cache.ts';
import { WorkQueue } from './work-queue.ts';

/**
 * Image transformations as hosted serves them under /render/image (supabase/storage
 * src/http/schemas/transformations.ts, imgproxy behind it): width, height, resize (cover by default,
 * contain, fill), quality (20-100, 80 by default) and format (origin keeps the type; without it WebP
 * goes to browsers that accept it). Never enlarges; each side at most 2500 px.
 *
 * Bounded, because any visitor can ask (decision 040): sizes are rounded up to a few steps and qualities to
 * the nearest of a few, so there are few variants to make; one rendering runs at a time, and requests for a rendering
 * already under way wait for that one instead of queueing their own (decision 093); up to 256 different renderings
 * wait (several visitors' browsers, or a link checker, opening picture-rich pages at once on a cold cache: decisions
 * 071 and 093) and the rest are told to come back (503); a source of more than 50 megapixels is refused; AVIF is encoded at a
 * low effort; the renderings kept on disk are bounded (render-cache.ts). Only JPEG, PNG, WebP and AVIF are
 * rendered, whatever the object's declared type. Plain downloads never wait for any of it.
 */

const MAX_SIDE = 2500;
/** Widths and heights are rounded up to one of these: the site asks for 160, 400, 800 and 1200. */
export const SIZE_STEPS = [80, 160, 240, 320, 400, 640, 800, 1024, 1200, 1600, 2000, MAX_SIDE] as const;
/** Qualities are rounded to the nearest of these: the site asks for 75. */
export const QUALITY_STEPS = [20, 40, 60, 75, 80, 90, 100] as const;
const MAX_INPUT_PIXELS = 50_000_000;
const RENDERS_AT_ONCE = 1;
const RENDERS_WAITING = 256;
const CACHE_BYTES = 256 * 1024 * 1024;
const AVIF_EFFORT = 2;

const FITS = { cover: 'cover', contain: 'contain', fill: 'fill' } as const;
type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export type Transform = { width?: number; height?: number; resize: keyof typeof FITS; quality: number; format?: 'origin' | 'webp' | 'avif' };

function integer(query: URLSearchParams, name: string, min: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw ERRORS.invalidRequest(`querystring/${name} must be integer >= ${min}`);
  return value;
}

const sizeStep = (value: number | undefined) => (value ? SIZE_STEPS.find((step) => step >= value) ?? MAX_SIDE : undefined);
const qualityStep = (value: number) =>
  QUALITY_STEPS.reduce((best, step) => (Math.abs(step - value) < Math.abs(best - value) ? step : best), QUALITY_STEPS[0] as number);

export function parseTransform(query: URLSearchParams): Transform {
  const resize = query.get('resize') ?? 'cover';
  if (!(resize in FITS)) throw ERRORS.invalidRequest('querystring/resize must be equal to one of the allowed values');
  const format = query.get('format') ?? undefined;
  if (format !== undefined && !['origin', 'webp', 'avif'].includes(format)) {
    throw ERRORS.invalidRequest('querystring/format must be equal to one of the allowed values');
  }
  const quality = integer(query, 'quality', 20);
  if (quality !== undefined && quality > 100) throw ERRORS.invalidRequest('querystring/quality must be <= 100');
  return {
    width: sizeStep(integer(query, 'width', 0)),
    height: sizeStep(integer(query, 'height', 0)),
    resize: resize as Transform['resize'],
    quality: qualityStep(quality ?? 80),
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
  private readonly cache: RenderCache;
  private readonly queue = new WorkQueue(RENDERS_AT_ONCE, RENDERS_WAITING, ERRORS.slowDown);
  /** The renderings queued or under way, by name: a second request for one waits for it (decision 093). */
  private readonly underWay = new Map<string, Promise<Buffer>>();
  private readonly read: (version: string) => Promise<Buffer>;

  constructor(localDir: string, read: (version: string) => Promise<Buffer>, cacheBytes = CACHE_BYTES) {
    this.cache = new RenderCache(join(localDir, 'storage', 'render-cache'), cacheBytes);
    this.read = read;
  }

  async render(req: IncomingMessage, row: ObjectRow, transform: Transform): Promise<Reply> {
    const format = outputFormat(transform, row.metadata.mimetype, String(req.headers.accept ?? ''));
    const options = JSON.stringify({ ...transform, format });
    const name = `${row.version}-${createHash('sha256').update(options).digest('hex').slice(0, 32)}`;
    const bytes = (await this.cache.get(name)) ?? (await this.made(name, () => this.transform(row, transform, format, name)));
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

  /** The one rendering of `name`: made once however many requests ask for it while it is queued or under way. */
  private made(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.underWay.get(name);
    if (known) return known;
    const making = this.queue.run(make).finally(() => this.underWay.delete(name));
    this.underWay.set(name, making);
    return making;
  }

  private async transform(row: ObjectRow, transform: Transform, format: OutputFormat, name: string): Promise<Buffer> {
    // Another request may have made it while this one waited.
    const made = await this.cache.get(name);
    if (made) return made;
    const source = await this.read(row.version);
    if (!sniffRasterType(source)) throw ERRORS.notAnImage();
    let bytes: Buffer;
    try {
      bytes = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: transform.width, height: transform.height, fit: FITS[transform.resize], withoutEnlargement: true })
        .toFormat(format, format === 'avif' ? { quality: transform.quality, effort: AVIF_EFFORT } : { quality: transform.quality })
        .toBuffer();
    } catch (error) {
      throw /pixel limit/i.test((error as Error).message) ? ERRORS.imageTooLarge() : ERRORS.notAnImage();
    }
    await this.cache.put(name, bytes);
    return bytes;
  }

  /** Drops the cached renderings of a version that was replaced or removed. */
  forget(version: string | null | undefined): void {
    if (version) this.cache.forget(version).catch(() => undefined);
  }
}
