/** Wall-clock time in an IANA zone, converted with Intl (no time-zone tables of our own). */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

const minute = 60_000;
const day = 24 * 60 * minute;

// Offsets change only at quarter-hour boundaries of UTC, so they are cached per quarter hour:
// Intl formatting is the costliest step of building a timetable. A UTC day whose two ends have
// the same offset has it throughout (zones change at most twice a year, never twice a day), so
// most days cost two Intl calls however many flights they have.
const quarter = 15 * 60_000;
const offsets = new Map<string, number>();

function quarterOffset(utcMs: number, timeZone: string): number {
  const key = `${timeZone}${Math.floor(utcMs / quarter)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, (offset = computeOffset(utcMs, timeZone)));
  }
  return offset;
}

const steadyDays = new Map<string, Map<number, number>>();

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(utcMs: number, timeZone: string): number {
  const start = Math.floor(utcMs / day) * day;
  let days = steadyDays.get(timeZone);
  if (!days) steadyDays.set(timeZone, (days = new Map()));
  let steady = days.get(start);
  if (steady === undefined) {
    if (days.size > 2000) days.clear();
    const first = quarterOffset(start, timeZone);
    steady = first === quarterOffset(start + day, timeZone) ? first : Number.NaN;
    days.set(start, steady);
  }
  return Number.isNaN(steady) ? quarterOffset(utcMs, timeZone) : steady;
}

function computeOffset(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return Math.round((wall - Math.floor(utcMs / minute) * minute) / minute);
}

/** `YYYY-MM-DDTHH:mm` as the clocks of the zone show it. */
export function localDateTime(utcMs: number, timeZone: string): string {
  return new Date(utcMs + offsetMinutes(utcMs, timeZone) * minute).toISOString().slice(0, 16);
}

export const localDate = (utcMs: number, timeZone: string) => localDateTime(utcMs, timeZone).slice(0, 10);

/** The instant a zone's clocks show `date` at `minuteOfDay` (re-checked once across DST changes). */
export function zonedToUtc(date: string, minuteOfDay: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * minute;
  const guess = wall - offsetMinutes(wall, timeZone) * minute;
  return wall - offsetMinutes(guess, timeZone) * minute;
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (calendar dates). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day);

/** Whether a `YYYY-MM-DD` string names a real calendar day. */
export function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
