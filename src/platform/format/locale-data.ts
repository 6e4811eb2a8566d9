import { dateFormat, numberFormat } from './intl';

/**
 * What the formatters need to know of a locale, as plain data read once from Intl. The server reads
 * it from Node's ICU and ships it with the page; the browser formats with the same data instead of
 * its own ICU, which may lack the locale (Debian's Chromium has no kk, ka, uz, az, hy, ky, tg) or
 * carry another CLDR version (₴ against грн.). Same data and same code on both sides give the same
 * text, so hydration always matches.
 */
export interface LocaleFormats {
  locale: string;
  number: NumberSymbols;
  /** Symbols inside prices, which some locales group differently (de-AT: 1 234 but € 1.234). */
  priceNumber: NumberSymbols;
  /** Whole-unit price affixes per currency code (lower case), with the display `formatPrice` chose. */
  currencies: Record<string, Affixes>;
  dates: Record<DateStyle, DatePattern>;
}

export interface NumberSymbols {
  /** The locale's digits 0–9. */
  digits: string;
  decimal: string;
  group: string;
  /** What comes before a negative number: the minus sign with any direction mark (ar: U+061C -). */
  minus: string;
  /** Digits in the group next to the decimal point, and in the groups beyond it (en-IN: 3 and 2). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Digits beyond the first group needed before grouping starts (es-ES writes 1234 but 12.345). */
  minimumGrouping: number;
}

export interface Affixes {
  prefix: string;
  suffix: string;
}

/** The date styles the product shows: `Tue, May 12`, `12 May` and, for a month of trips, `May 2027`. */
export const dateStyles = {
  weekday: { day: 'numeric', month: 'short', weekday: 'short' },
  long: { day: 'numeric', month: 'long' },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof dateStyles;

export type DateField = 'day' | 'month' | 'weekday' | 'year';
export interface DatePattern {
  /** Digits of the day: 1 for `1 Jan`, 2 for `01 Jan` (en-ZA, lt-LT). */
  dayDigits: number;
  /** Field names and literal text in the locale's order, e.g. `weekday`, `, `, `month`, ` `, `day`. */
  parts: ({ field: DateField } | { literal: string })[];
  /** Month names as this style writes them (grammatical case included), January first. */
  months: string[];
  /** Weekday names as this style writes them, Sunday first; empty when the style has none. */
  weekdays: string[];
}

const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

function numberSymbols(locale: string, style: Intl.NumberFormatOptions): NumberSymbols {
  const parts = numberFormat(locale, { ...style, minimumFractionDigits: 1, maximumFractionDigits: 1 }).formatToParts(123456789.5);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value);
  const find = (type: Intl.NumberFormatPartTypes, fallback: string) => parts.find((part) => part.type === type)?.value ?? fallback;
  const plain = numberFormat(locale, { useGrouping: false });
  const grouped1000 = numberFormat(locale, style)
    .formatToParts(1000)
    .some((part) => part.type === 'group');
  const negative = numberFormat(locale).formatToParts(-1);
  return {
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join(''),
    decimal: find('decimal', '.'),
    group: find('group', ''),
    minus: negative
      .slice(
        0,
        negative.findIndex((part) => part.type === 'integer'),
      )
      .map((part) => part.value)
      .join(''),
    primaryGroup: integers.length > 1 ? integers.at(-1)!.length : 0,
    secondaryGroup: integers.length > 2 ? integers.at(-2)!.length : (integers.at(-1)?.length ?? 0),
    minimumGrouping: grouped1000 ? 1 : 2,
  };
}

/** The text before and after the number in a formatted positive value. */
export function affixesOf(parts: Intl.NumberFormatPart[]): Affixes {
  const numeric = new Set<string>(['integer', 'group', 'decimal', 'fraction']);
  const first = parts.findIndex((part) => numeric.has(part.type));
  const last = parts.findLastIndex((part) => numeric.has(part.type));
  const join = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join('');
  return { prefix: join(parts.slice(0, first)), suffix: join(parts.slice(last + 1)) };
}

/** Travel dates are days of the Gregorian calendar, whatever calendar the locale prefers. */
export const dateOptions = (style: DateStyle): Intl.DateTimeFormatOptions => ({ ...dateStyles[style], timeZone: 'UTC', calendar: 'gregory' });

function datePattern(locale: string, style: DateStyle): DatePattern {
  const format = dateFormat(locale, dateOptions(style));
  const part = (date: Date, type: DateField) => format.formatToParts(date).find((each) => each.type === type)?.value ?? '';
  const parts = format
    .formatToParts(utcDay(2026, 0, 15))
    .map((each) =>
      each.type === 'day' || each.type === 'month' || each.type === 'weekday' || each.type === 'year' ? { field: each.type } : { literal: each.value },
    );
  const hasWeekday = parts.some((each) => 'field' in each && each.field === 'weekday');
  return {
    dayDigits: part(utcDay(2026, 0, 1), 'day').length,
    parts,
    months: Array.from({ length: 12 }, (_, month) => part(utcDay(2026, month, 15), 'month')),
    // 2026-02-01 is a Sunday.
    weekdays: hasWeekday ? Array.from({ length: 7 }, (_, day) => part(utcDay(2026, 1, 1 + day), 'weekday')) : [],
  };
}

export interface DescribeOptions {
  /** Currencies the page may show prices in, with the display each is written with. */
  currencies: Record<string, Intl.NumberFormatOptions['currencyDisplay']>;
}

/** Reads a locale's formats from this runtime's Intl (the server's, for pages it renders). */
export function describeLocale(locale: string, { currencies }: DescribeOptions): LocaleFormats {
  return {
    locale,
    number: numberSymbols(locale, {}),
    priceNumber: numberSymbols(locale, { style: 'currency', currency: 'USD' }),
    currencies: Object.fromEntries(
      Object.entries(currencies).map(([code, currencyDisplay]) => [
        code,
        affixesOf(
          numberFormat(locale, {
            style: 'currency',
            currency: code.toUpperCase(),
            currencyDisplay,
            maximumFractionDigits: 0,
            minimumFractionDigits: 0,
          }).formatToParts(1),
        ),
      ]),
    ),
    dates: { weekday: datePattern(locale, 'weekday'), long: datePattern(locale, 'long'), month: datePattern(locale, 'month') },
  };
}
