import type { Timers } from '../timers';

/**
 * The agencies' answers of one search as they arrive, for requests that wait for the next one.
 *
 * The engine computes every answer when the search starts and releases each at a known moment
 * (the start plus the agency's delay), so "an agency answered" is an event on a clock: one timer
 * per search, armed only while a request waits and cleared when the last one stops, wakes every
 * waiter at once. A process that recomputes the search from its stored query (another process,
 * or after a restart) arrives at the same moments, so waiting needs nothing shared between
 * processes beyond the query.
 */
export class Arrivals {
  private readonly waiters = new Set<() => void>();
  private timer: unknown;

  constructor(
    /** Epoch milliseconds of each answer, in the order the agencies answer. */
    private readonly times: readonly number[],
    private readonly now: () => number,
    private readonly timers: Timers,
  ) {}

  get total(): number {
    return this.times.length;
  }

  /** Answers that have arrived by now. */
  answered(): number {
    const now = this.now();
    let count = 0;
    while (count < this.times.length && this.times[count]! <= now) count++;
    return count;
  }

  complete(): boolean {
    return this.answered() === this.total;
  }

  /** When answer `index` (0-based) arrived or will arrive. */
  arrivalOf(index: number): number {
    return this.times[Math.min(index, this.times.length - 1)] ?? 0;
  }

  /** Requests waiting for the next answer. */
  get waiting(): number {
    return this.waiters.size;
  }

  /**
   * Resolves when the next agency answers, or when `signal` aborts, whichever is first; either way
   * the waiter is gone afterwards. Resolves at once on an aborted signal or a complete search.
   */
  next(signal: AbortSignal): Promise<void> {
    if (signal.aborted || this.complete()) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        signal.removeEventListener('abort', finish);
        this.waiters.delete(finish);
        if (this.waiters.size === 0) this.disarm();
        resolve();
      };
      signal.addEventListener('abort', finish, { once: true });
      this.waiters.add(finish);
      this.arm();
    });
  }

  private arm(): void {
    if (this.timer !== undefined) return;
    const at = this.times[this.answered()];
    if (at === undefined) return;
    this.timer = this.timers.setTimeout(
      () => {
        this.timer = undefined;
        // A waiter that finds nothing new (a clock a millisecond behind the timer) waits again and re-arms.
        for (const wake of [...this.waiters]) wake();
      },
      Math.max(0, at - this.now()),
    );
  }

  private disarm(): void {
    if (this.timer === undefined) return;
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
