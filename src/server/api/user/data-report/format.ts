import { localeFormats } from '../../../../platform/format/formats';
import { dateFormat } from '../../../../platform/format/intl';
import { formatPrice } from '../../../../platform/format/price';
import { nameIn, type PlacesIndex } from '../../../engines/places';
import type { MessageValues, ServerTexts } from '../../../server-messages';
import type { UserKey } from '../messages';

/** A message of the data report. */
export type ReportKey = Extract<UserKey, `dataReport.${string}`>;

/**
 * How the report writes values for its reader's locale: dates with the month's name and the year
 * (never `2026-12-16`), times in UTC, money as the product writes prices, countries, languages and
 * currencies by their names, places by their names in the dataset.
 */
export class ReportFormat {
  private readonly day: Intl.DateTimeFormat;
  private readonly moment: Intl.DateTimeFormat;
  private readonly regions: Intl.DisplayNames;
  private readonly languages: Intl.DisplayNames;
  private readonly currencies: Intl.DisplayNames;

  readonly locale: string;

  constructor(
    private readonly texts: ServerTexts<UserKey>,
    private readonly places: PlacesIndex,
  ) {
    const { locale } = texts;
    this.locale = locale;
    // Gregorian everywhere (th-TH would count Buddhist years), as the product's dates are.
    this.day = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' });
    this.moment = dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', calendar: 'gregory' });
    this.regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    this.languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    this.currencies = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  }

  /** A message of the report's language with its values. */
  t(key: ReportKey, values?: MessageValues): string {
    return this.texts.t(key, values);
  }

  /** A calendar day (`YYYY-MM-DD…`): the same day wherever the reader is. */
  date(isoDate: string): string {
    const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
    const at = Date.UTC(year, month - 1, day);
    return Number.isNaN(at) ? isoDate : this.day.format(at);
  }

  /** A moment, in UTC (the message says so). */
  dateTime(iso: string): string {
    const at = Date.parse(iso);
    return Number.isNaN(at) ? iso : this.moment.format(at);
  }

  money(amount: number, currency: string): string {
    return formatPrice(amount, currency, localeFormats(this.locale, [currency]));
  }

  /** Roubles, as the prices of searches and watches are kept. */
  roubles(amount: number): string {
    return this.money(amount, 'rub');
  }

  region(code: string): string {
    return this.displayName(this.regions, code.toUpperCase());
  }

  language(code: string): string {
    return this.displayName(this.languages, code);
  }

  currency(code: string): string {
    return this.displayName(this.currencies, code.toUpperCase());
  }

  /** A city's or an airport's name in the reader's language; the code when the dataset has no such place. */
  place(code: string): string {
    const place = this.places.city(code) ?? this.places.airport(code);
    return place ? nameIn(place.name, this.locale) : code;
  }

  /** Places joined by arrows: `Moscow → Istanbul`. */
  route(codes: string[]): string {
    return codes.map((code) => this.place(code)).join(' → ');
  }

  /** Items of a list, comma-separated: topics and names may hold the language's "and" themselves. */
  join(items: string[]): string {
    return items.join(', ');
  }

  yesNo(value: boolean): string {
    return this.t(value ? 'dataReport.yes' : 'dataReport.no');
  }

  private displayName(names: Intl.DisplayNames, code: string): string {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  }
}
