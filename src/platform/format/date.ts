import type { DateStyle, LocaleFormats } from './locale-data';
import { dateFormat } from './intl';
import { localizeNumber } from './digits';

/**
 * Calendar dates travel as `YYYY-MM-DD` (or a local wall-clock `YYYY-MM-DDTHH:mm`): a day, not an
 * instant. They are read as UTC so the visitor's or the server's time zone never shifts the day,
 * and written with the locale's month and weekday names from its formats.
 */
export function formatDate(isoDate: string, formats: LocaleFormats, style: DateStyle = 'weekday'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const pattern = formats.dates[style];
  return pattern.parts
    .map((part) => {
      if ('literal' in part) return part.literal;
      if (part.field === 'day')
        return localizeNumber(date.getUTCDate(), 0, { ...formats.number, primaryGroup: 0 }).padStart(pattern.dayDigits, formats.number.digits[0]);
      if (part.field === 'month') return pattern.months[date.getUTCMonth()] ?? '';
      if (part.field === 'year') return localizeNumber(date.getUTCFullYear(), 0, { ...formats.number, primaryGroup: 0 });
      return pattern.weekdays[date.getUTCDay()] ?? '';
    })
    .join('');
}

/**
 * A calendar day in a shape the shipped patterns do not cover (a month's title, a day's full name),
 * read from the runtime's Intl: for widgets drawn after results arrive, never in server-rendered text.
 */
export function formatDayWith(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC', calendar: 'gregory' }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** An instant (`2026-11-26T08:49:45Z`) as a date and time in the visitor's time zone, for private pages the browser renders. */
export function formatMoment(iso: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A local wall-clock time (`2026-12-18T21:40`, an airport's clock, no zone) as a date and time, read as UTC so no zone moves it. */
export function formatWallClock(local: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${local.slice(0, 16)}Z`));
}
