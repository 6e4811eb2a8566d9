import { nameIn, type PlacesIndex } from '../../../engines/places';
import { fill, type ReportKey, type ReportTexts } from './texts';

/**
 * How the report writes values for its reader's locale, all through Intl: dates with the month's
 * name (never `2026-12-16`), times in UTC, money with its symbol, countries, languages and
 * currencies by their names, places by their names in the dataset.
 */
export class ReportFormat {
  private readonly day: Intl.DateTimeFormat;
  private readonly moment: Intl.DateTimeFormat;
  private readonly regions: Intl.DisplayNames;
  private readonly languages: Intl.DisplayNames;
  private readonly currencies: Intl.DisplayNames;

  constructor(
    readonly locale: string,
    private readonly texts: ReportTexts,
    private readonly places: PlacesIndex,
  ) {
    // Gregorian everywhere (th-TH would count Buddhist years), as the product's dates are.
    this.day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' });
    this.moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', calendar: 'gregory' });
    this.regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    this.languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    this.currencies = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  }

  /** A message of the report's language with its values. */
  t(key: ReportKey, values: Record<string, string | number> = {}): string {
    return fill(this.texts[key], values);
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
    try {
      return new Intl.NumberFormat(this.locale, { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 }).format(amount);
    } catch {
      return `${amount} ${currency.toUpperCase()}`;
    }
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
    return this.t(value ? 'yes' : 'no');
  }

  private displayName(names: Intl.DisplayNames, code: string): string {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  }
}
