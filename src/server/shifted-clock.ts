/**
 * Moves the process's clock so that it reads `startAt` now and goes on at its real pace from there:
 * `Date.now()` and `new Date()` are shifted, timers are not touched. Everything that reads the time
 * follows, `app.now` and the product code that renders pages on the server alike, so a test server
 * lives on one calendar (`CLOCK_START`, refused outside a local server: config.ts). Dates built from
 * arguments are what they say.
 */
export function shiftProcessClock(startAt: number): void {
  const RealDate = Date;
  const offset = startAt - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }

    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** A `CLOCK_START` or `TEST_CLOCK` value as epoch milliseconds: a day (09:00 UTC on it) or an ISO moment; NaN otherwise. */
export function parseClockStart(value: string): number {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T09:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
}
