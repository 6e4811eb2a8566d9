import { dateFormat } from './intl';

/**
 * Calendar dates travel as `YYYY-MM-DD` (or a local wall-clock `YYYY-MM-DDTHH:mm`): a day, not an
 * instant. They are formatted in UTC so the visitor's or the server's time zone never shifts the day.
 */
export function formatDate(
  isoDate: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', weekday: 'short' },
): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

