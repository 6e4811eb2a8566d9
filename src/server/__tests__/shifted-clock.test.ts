import { afterEach, expect, test } from 'vitest';
import { parseClockStart, shiftProcessClock } from '../shifted-clock';

const RealDate = Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

test('the shifted clock reads the start moment and goes on at its real pace; dates from arguments stay as given', async () => {
  const start = Date.parse('2026-03-02T09:00:00Z');
  shiftProcessClock(start);
  expect(Math.abs(Date.now() - start)).toBeLessThan(1_000);
  expect(new Date().toISOString().slice(0, 10)).toBe('2026-03-02');
  const before = Date.now();
  await new Promise((done) => setTimeout(done, 30));
  expect(Date.now() - before).toBeGreaterThanOrEqual(25);
  expect(new Date('2027-01-01T00:00:00Z').getTime()).toBe(RealDate.parse('2027-01-01T00:00:00Z'));
  expect(new Date(0).getTime()).toBe(0);
});

test('a start is a day or an ISO moment', () => {
  expect(parseClockStart('2026-03-02')).toBe(RealDate.parse('2026-03-02T09:00:00Z'));
  expect(parseClockStart(' 2026-03-02T10:00:00+03:00 ')).toBe(RealDate.parse('2026-03-02T07:00:00Z'));
  expect(parseClockStart('03/02/2026')).toBeNaN();
  expect(parseClockStart('2026-13-45')).toBeNaN();
});
