// Vitest setup: with TEST_CLOCK=YYYY-MM-DD (or an ISO moment) the suites run as if today were that
// day. The clock is shifted, not frozen: time goes on from there at its real pace, so timeouts and
// elapsed-time checks behave as on any day. `npm run test:dates` runs the unit and API suites on
// several such days; a test that passes only on the day it was written fails there.
import { parseClockStart, shiftProcessClock } from '../../src/server/shifted-clock';

const target = process.env.TEST_CLOCK;
if (target) {
  const at = parseClockStart(target);
  if (Number.isNaN(at)) throw new Error(`TEST_CLOCK must be a date (YYYY-MM-DD) or an ISO moment, not ${target}`);
  shiftProcessClock(at);
}
