import { currencies } from '../../contracts/plain/currency';
import type { BrandCode } from '../brand';

/** UI languages with a full translation bundle. */
export const languages = ['az', 'en', 'es-ES', 'hy-AM', 'ka', 'kk', 'ky', 'ru', 'tg', 'th', 'uk', 'uz'] as const;
export type Language = (typeof languages)[number];

/** Every currency the product can show prices in (spec §3); the contracts validate calls with the list. */
export { currencies };
export type Currency = (typeof currencies)[number];

/** Currencies the rates service converts (spec §9, 27): the only ones user settings may switch to. */
export const ratesCurrencies = [
  'rub',
  'eur',
  'usd',
  'cny',
  'uah',
  'kzt',
  'azn',
  'byn',
  'thb',
  'kgs',
  'uzs',
  'tzs',
  'kes',
  'zar',
  'ron',
  'mdl',
  'inr',
  'ils',
  'pln',
  'gbp',
  'cad',
  'tjs',
  'gel',
  'twd',
  'brl',
  'krw',
  'aud',
] as const satisfies readonly Currency[];
export type RatesCurrency = (typeof ratesCurrencies)[number];

export interface Market {
  /** Lower-case country code, e.g. `kz`. */
  code: string;
  /** Languages offered in this market, the first is its default. */
  languages: readonly Language[];
  /** Currencies offered in this market, the first is its default. */
  currencies: readonly Currency[];
}

interface MarketEntry extends Market {
  /** Where a brand offers other lists in the market (spec §9: the second brand in the US). */
  brands?: Partial<Record<BrandCode, Pick<Market, 'languages' | 'currencies'>>>;
}

const market = (code: string, langs: readonly Language[], curs: readonly Currency[], brands?: MarketEntry['brands']): MarketEntry => ({
  code,
  languages: langs,
  currencies: curs,
  ...(brands && { brands }),
});

/**
 * Markets the product serves with their languages and currencies (spec §9 gives part of them; the
 * rest follows the same idea: the local language and currency first, then Russian where the flight
 * brand serves Russian speakers, English, and the usual foreign currencies). Two-letter codes that
 * are app paths (`/my`) are not markets: a market prefix would take the path over.
 */
const entries: MarketEntry[] = [
  // The flight brand's own region.
  market('ru', ['ru'], ['rub', 'usd', 'eur', 'kzt', 'uah', 'byn', 'uzs', 'azn', 'amd', 'gel', 'kgs', 'tjs', 'try', 'cny', 'thb', 'gbp']),
  market('ua', ['uk', 'ru', 'en'], ['uah', 'usd', 'eur', 'pln']),
  market('kz', ['kk', 'ru'], ['kzt', 'rub', 'usd', 'eur']),
  market('uz', ['uz', 'ru'], ['uzs', 'rub', 'usd', 'eur']),
  market('kg', ['ky', 'ru', 'en'], ['kgs', 'rub', 'usd', 'eur', 'kzt']),
  market('az', ['az', 'ru', 'en'], ['azn', 'rub', 'usd', 'eur', 'try']),
  market('tj', ['tg', 'ru'], ['tjs', 'rub', 'usd']),
  market('ge', ['ka', 'ru', 'en'], ['gel', 'usd', 'eur', 'rub']),
  market('am', ['hy-AM', 'ru', 'en'], ['amd', 'rub', 'usd', 'eur']),
  market('by', ['ru'], ['byn', 'rub', 'usd', 'eur']),
  market('md', ['ru', 'en'], ['mdl', 'eur', 'usd', 'rub', 'ron']),
  // Where travellers of the region go, and the second brand's markets.
  market('tr', ['en', 'ru'], ['try', 'eur', 'usd', 'rub']),
  market('th', ['th', 'en', 'ru'], ['thb', 'usd', 'eur', 'rub']),
  market('il', ['en', 'ru'], ['ils', 'usd', 'eur']),
  market('cn', ['en', 'ru'], ['cny', 'usd', 'eur']),
  market('us', ['en', 'ru'], ['usd', 'eur', 'rub'], {
    WA: { languages: ['en', 'es-ES'], currencies: ['usd', 'aud', 'brl', 'cad', 'eur', 'gbp', 'krw', 'pln', 'thb', 'twd'] },
  }),
  market('gb', ['en'], ['gbp', 'eur', 'usd']),
  market('de', ['en', 'ru'], ['eur', 'usd', 'gbp']),
  market('es', ['es-ES', 'en'], ['eur', 'usd', 'gbp']),
  market('pl', ['en', 'uk', 'ru'], ['pln', 'eur', 'usd', 'uah']),
  market('ro', ['en'], ['ron', 'eur', 'usd']),
  market('in', ['en'], ['inr', 'usd', 'eur', 'gbp']),
  market('ca', ['en'], ['cad', 'usd']),
  market('au', ['en'], ['aud', 'usd', 'eur']),
  market('br', ['en', 'es-ES'], ['brl', 'usd', 'eur']),
  market('kr', ['en'], ['krw', 'usd']),
  market('tw', ['en'], ['twd', 'usd']),
  market('za', ['en'], ['zar', 'usd', 'eur', 'gbp']),
  market('ke', ['en'], ['kes', 'usd', 'eur']),
  market('tz', ['en'], ['tzs', 'usd', 'eur']),
];

// A Map, not an object: codes come from requests, and `__proto__` or `constructor` must not be found.
const table = new Map(entries.map((entry) => [entry.code, entry]));

/** Market codes the product serves, in the order above. */
export const marketCodes: readonly string[] = entries.map((entry) => entry.code);

/** A market as a brand offers it; `undefined` for a code the product does not serve. */
export function marketFor(brand: BrandCode, code: string): Market | undefined {
  const entry = table.get(code.toLowerCase());
  if (!entry) return undefined;
  const own = entry.brands && Object.hasOwn(entry.brands, brand) ? entry.brands[brand] : undefined;
  return { code: entry.code, languages: own?.languages ?? entry.languages, currencies: own?.currencies ?? entry.currencies };
}

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);
export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (currencies as readonly string[]).includes(value);
export const isRatesCurrency = (value: unknown): value is RatesCurrency => typeof value === 'string' && (ratesCurrencies as readonly string[]).includes(value);
export const isMarket = (value: unknown): value is string => typeof value === 'string' && table.has(value.toLowerCase());
