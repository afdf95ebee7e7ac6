/**
 * At most `concurrency` jobs at once; later ones wait in turn, and once `maxWaiting` are waiting, more are
 * refused with `full()`. A finished job hands its place straight to the next, so the bound always holds.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly full: () => Error;

  constructor(concurrency: number, maxWaiting: number, full: () => Error) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
    this.full = full;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else {
      if (this.waiting.length >= this.maxWaiting) throw this.full();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
