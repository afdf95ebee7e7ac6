import type { IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { ObjectRow } from './objects-db.ts';
import { Renderer, parseTransform } from './render.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const request = { method: 'GET', headers: { accept: 'image/avif,image/webp,*/*' } } as unknown as IncomingMessage;
const rowOf = (version: string) => ({ version, metadata: { mimetype: 'image/jpeg', cacheControl: 'max-age=3600' } }) as unknown as ObjectRow;

describe('image renderings (decision 093)', () => {
  it("makes a rendering once however many requests ask for it at once, and refuses none of a page's pictures on a cold cache", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-'));
    dirs.push(dir);
    const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const reads: string[] = [];
    const renderer = new Renderer(dir, async (version) => {
      reads.push(version);
      return photo;
    });
    // Six browsers' worth of requests for 40 pictures in two widths, each asked three times, all before any is made.
    const asked = Array.from({ length: 40 }, (_, index) => `v${index}`).flatMap((version) =>
      ['400', '800'].flatMap((width) => Array.from({ length: 3 }, () => renderer.render(request, rowOf(version), parseTransform(new URLSearchParams({ width, quality: '75' }))))),
    );
    const replies = await Promise.all(asked);
    expect(replies.every((reply) => reply.status === 200 && reply.headers?.['Content-Type'] === 'image/webp')).toBe(true);
    expect(reads).toHaveLength(80);
  });
});
