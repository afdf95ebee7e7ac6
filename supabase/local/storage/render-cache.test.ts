import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache.ts';
import { WorkQueue } from './work-queue.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'render-cache-'));
  dirs.push(dir);
  return dir;
}

describe('the render cache', () => {
  it('keeps at most its size on disk, dropping the least recently used first', async () => {
    const dir = cacheDir();
    const cache = new RenderCache(dir, 300);
    await cache.put('v1-a', Buffer.alloc(100));
    await cache.put('v1-b', Buffer.alloc(100));
    await cache.put('v2-c', Buffer.alloc(100));
    expect(await cache.get('v1-a')).toBeDefined();
    await cache.put('v2-d', Buffer.alloc(100));

    expect(readdirSync(dir).sort()).toEqual(['v1-a', 'v2-c', 'v2-d']);
    expect(cache.bytes).toBe(300);
    expect(await cache.get('v1-b')).toBeUndefined();
  });

  it('forgets every rendering of a version, and finds what an earlier process left on disk', async () => {
    const dir = cacheDir();
    const first = new RenderCache(dir, 1000);
    await first.put('v1-a', Buffer.alloc(10));
    await first.put('v2-b', Buffer.alloc(10));
    const next = new RenderCache(dir, 1000);
    await next.forget('v1');
    expect(readdirSync(dir)).toEqual(['v2-b']);
    expect((await next.get('v2-b'))?.length).toBe(10);
  });
});

describe('the work queue', () => {
  it('runs at most its concurrency at once, hands places on in turn, and refuses beyond its waiting room', async () => {
    const queue = new WorkQueue(1, 2, () => new Error('full'));
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running -= 1;
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => queue.run(job(n))));

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect([most, order]).toEqual([1, [1, 2, 3]]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
