import type { Timers } from '../timers';

/**
 * Timers on a clock a test moves by hand: nothing runs until `runDue` finds it due by `now()`.
 * Lets tests see what a waiting request does at each moment without sleeping, and count what is
 * still scheduled (a wait that leaks leaves a timer behind).
 */
export function manualTimers(now: () => number) {
  const scheduled = new Map<number, { at: number; run: () => void }>();
  let ids = 0;
  const timers: Timers = {
    setTimeout(run, ms) {
      ids += 1;
      scheduled.set(ids, { at: now() + Math.max(0, ms), run });
      return ids;
    },
    clearTimeout(handle) {
      scheduled.delete(handle as number);
    },
  };

  /** Runs every timer due by now, earliest first, including those the run schedules; resolves after their promise callbacks settled. */
  async function runDue(): Promise<void> {
    for (;;) {
      // A macrotask: waiting code resumes and schedules what it needs before the next look.
      await new Promise((resolve) => setImmediate(resolve));
      let first: [number, { at: number; run: () => void }] | undefined;
      for (const entry of scheduled) if (entry[1].at <= now() && (!first || entry[1].at < first[1].at)) first = entry;
      if (!first) return;
      scheduled.delete(first[0]);
      first[1].run();
    }
  }

  return {
    timers,
    runDue,
    /** Timers not yet run nor cleared. */
    get pending(): number {
      return scheduled.size;
    },
  };
}
