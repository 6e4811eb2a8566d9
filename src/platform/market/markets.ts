/** UI languages with a full translation bundle. */
export const languages = ['az', 'en', 'es-ES', 'hy-AM', 'ka', 'kk', 'ky', 'ru', 'tg', 'th', 'uk', 'uz'] as const;
export type Language = (typeof languages)[number];

/** Every currency the product can show prices in (spec §3). */
export const currencies = [
  'amd', 'aud', 'azn', 'brl', 'byn', 'cad', 'chf', 'cny', 'eur', 'gbp', 'gel', 'idr', 'ils', 'inr', 'kes', 'kgs',
  'kpw', 'krw', 'kzt', 'mdl', 'myr', 'pln', 'ron', 'rub', 'thb', 'tjs', 'try', 'twd', 'tzs', 'uah', 'usd', 'uzs',
  'vnd', 'zar',
] as const;
export type Currency = (typeof currencies)[number];

export interface Market {
  code: string;
  /** Languages offered in this market, the first is its default. */
  languages: readonly Language[];
  /** Currencies offered in this market, the first is its default. */
  currencies: readonly Currency[];
}

const market = (code: string, langs: readonly Language[], curs: readonly Currency[]): Market => ({
  code,
  languages: langs,
  currencies: curs,
});

const international: readonly Currency[] = ['usd', 'eur', 'gbp', 'rub'];

export const markets: Record<string, Market> = Object.fromEntries(
  [
    market('ru', ['ru'], ['rub', 'usd', 'eur', 'kzt', 'uah', 'byn', 'uzs', 'azn', 'amd', 'gel', 'kgs', 'tjs', 'try', 'cny', 'thb']),
    market('ua', ['uk', 'ru'], ['uah', 'usd', 'eur']),
    market('kz', ['kk', 'ru'], ['kzt', 'rub', 'usd', 'eur']),
    market('uz', ['uz', 'ru'], ['uzs', 'rub', 'usd', 'eur']),
    market('kg', ['ky', 'ru', 'en'], ['kgs', 'rub', 'usd', 'eur']),
    market('az', ['az', 'ru', 'en'], ['azn', 'rub', 'usd', 'eur']),
    market('tj', ['tg', 'ru'], ['tjs', 'rub', 'usd']),
    market('ge', ['ka', 'ru', 'en'], ['gel', 'usd', 'eur', 'rub']),
    market('am', ['hy-AM', 'ru', 'en'], ['amd', 'rub', 'usd', 'eur']),
    market('by', ['ru'], ['byn', 'rub', 'usd', 'eur']),
    market('tr', ['en', 'ru'], ['try', 'eur', 'usd']),
    market('th', ['th', 'en'], ['thb', 'usd']),
    market('us', ['en', 'es-ES'], ['usd', 'aud', 'brl', 'cad', 'eur', 'gbp', 'krw', 'pln', 'thb', 'twd']),
    market('gb', ['en'], ['gbp', 'eur', 'usd']),
    market('de', ['en'], ['eur', 'usd', 'gbp']),
    market('es', ['es-ES', 'en'], ['eur', 'usd', 'gbp']),
    market('in', ['en'], ['inr', ...international]),
  ].map((m) => [m.code, m]),
);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (currencies as readonly string[]).includes(value);
export const isMarket = (value: unknown): value is string => typeof value === 'string' && value in markets;
