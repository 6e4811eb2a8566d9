import type { Timers } from '../timers';
import type { Arrivals } from './arrivals';

/**
 * The longest a results request with nothing new is held for the next agency's answer. Short
 * enough that a proxy or a phone's radio never takes the open request for a dead one, and that a
 * closing server waits for no held request longer than this.
 */
export const resultsWaitMs = 1000;

/**
 * How long an answer that ends a wait is held for agencies answering together with it, counted
 * from the first unseen answer's arrival: they then reach the client as one batch (one render)
 * rather than one each. Short beside the first-results budget (300 ms, docs/architecture.md §6).
 */
export const gatherWindowMs = 50;

export interface LongPollOptions {
  now: () => number;
  timers: Timers;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  maxWaitMs?: number;
  gatherMs?: number;
}

/**
 * Resolves when a results request after batch `since` has something to answer: at once when the
 * search is complete or the first unseen answer arrived more than the gathering window ago; after
 * the window when it arrived within it (or while waiting); after `maxWaitMs` when no agency
 * answers; at once when the client disconnects. Leaves no timer or listener behind.
 */
export async function awaitNews(
  arrivals: Arrivals,
  since: number,
  { now, timers, signal, maxWaitMs = resultsWaitMs, gatherMs = gatherWindowMs }: LongPollOptions,
): Promise<void> {
  if (signal.aborted || arrivals.complete()) return;
  if (arrivals.answered() > since && arrivals.arrivalOf(since) + gatherMs <= now()) return;

  const done = new AbortController();
  const stop = () => done.abort();
  signal.addEventListener('abort', stop, { once: true });
  const bound = timers.setTimeout(stop, maxWaitMs);
  let gather: unknown;
  try {
    while (!done.signal.aborted && !arrivals.complete()) {
      if (arrivals.answered() > since) {
        const left = arrivals.arrivalOf(since) + gatherMs - now();
        if (left <= 0) break;
        gather ??= timers.setTimeout(stop, left);
      }
      await arrivals.next(done.signal);
    }
  } finally {
    signal.removeEventListener('abort', stop);
    timers.clearTimeout(bound);
    if (gather !== undefined) timers.clearTimeout(gather);
  }
}
