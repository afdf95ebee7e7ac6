/**
 * Requests counted per key over a sliding window (GoTrue's per-address limits of [auth.rate_limit]): `hit`
 * records one and tells whether the key is still within its limit. Memory holds only keys seen within the window.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Records a request for `key`; false when it is one more than the window allows (it is still counted). */
  hit(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
    return recent.length <= this.limit;
  }

  /** How many requests `key` made within the window. */
  count(key: string, now = Date.now()): number {
    return (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs).length;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
  }
}
