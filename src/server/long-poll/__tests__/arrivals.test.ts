import { expect, test } from 'vitest';
import { manualTimers } from '../../testing/manual-timers';
import { Arrivals } from '../arrivals';

function setUp(times: number[]) {
  let now = 0;
  const timers = manualTimers(() => now);
  const arrivals = new Arrivals(times, () => now, timers.timers);
  return {
    arrivals,
    timers,
    moveTo: async (time: number) => {
      now = time;
      await timers.runDue();
    },
  };
}

/** A waiter and whether it has been woken. */
function waiter(arrivals: Arrivals, signal = new AbortController().signal) {
  let woken = false;
  void arrivals.next(signal).then(() => (woken = true));
  return () => woken;
}

test('every request waiting on a search is woken by the next answer, on one timer', async () => {
  const { arrivals, timers, moveTo } = setUp([100, 300]);
  const [a, b] = [waiter(arrivals), waiter(arrivals)];
  expect(arrivals.waiting).toBe(2);
  expect(timers.pending).toBe(1);
  await moveTo(99);
  expect([a(), b()]).toEqual([false, false]);
  await moveTo(100);
  expect([a(), b()]).toEqual([true, true]);
  expect(arrivals.answered()).toBe(1);
  expect(arrivals.waiting).toBe(0);
  expect(timers.pending).toBe(0);
});

test('a waiter that aborts is gone at once, and the others still wait', async () => {
  const { arrivals, timers, moveTo } = setUp([100]);
  const leaving = new AbortController();
  const left = waiter(arrivals, leaving.signal);
  const staying = waiter(arrivals);
  leaving.abort();
  await moveTo(0);
  expect([left(), staying()]).toEqual([true, false]);
  expect(arrivals.waiting).toBe(1);
  expect(timers.pending).toBe(1);
  await moveTo(100);
  expect(staying()).toBe(true);
});

test('the last waiter to abort takes the timer with it', async () => {
  const { arrivals, timers, moveTo } = setUp([100]);
  const leaving = new AbortController();
  waiter(arrivals, leaving.signal);
  leaving.abort();
  await moveTo(0);
  expect(arrivals.waiting).toBe(0);
  expect(timers.pending).toBe(0);
});

test('a complete search or an aborted signal has nothing to wait for', async () => {
  const { arrivals, timers, moveTo } = setUp([100]);
  await moveTo(100);
  expect(arrivals.complete()).toBe(true);
  await arrivals.next(new AbortController().signal);
  const aborted = setUp([100]);
  await aborted.arrivals.next(AbortSignal.abort());
  expect([arrivals.waiting, timers.pending, aborted.arrivals.waiting, aborted.timers.pending]).toEqual([0, 0, 0, 0]);
});
