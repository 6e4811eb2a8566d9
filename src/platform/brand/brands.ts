export const brandCodes = ['AS', 'WA'] as const;
export type BrandCode = (typeof brandCodes)[number];

export interface Brand {
  code: BrandCode;
  /** Name shown to people, per UI language; `en` is the fallback. */
  name: { en: string; ru: string };
  defaultLocale: 'ru-RU' | 'en-US';
  defaults: { market: string; language: string; currency: string };
}

export const brands: Record<BrandCode, Brand> = {
  AS: {
    code: 'AS',
    name: { en: 'Aviasmart', ru: 'Авиасмарт' },
    defaultLocale: 'ru-RU',
    defaults: { market: 'ru', language: 'ru', currency: 'usd' },
  },
  WA: {
    code: 'WA',
    name: { en: 'WayAround', ru: 'WayAround' },
    defaultLocale: 'en-US',
    defaults: { market: 'us', language: 'en', currency: 'usd' },
  },
};

export const isBrandCode = (value: unknown): value is BrandCode => typeof value === 'string' && (brandCodes as readonly string[]).includes(value);

/** A brand's settings; a code that names none is an error of the platform layer (spec §1). */
export function getBrand(code: string): Brand {
  if (!isBrandCode(code)) throw new Error('Brand not found');
  return brands[code];
}

/** Reads a brand code from the document; anything else stops start-up. */
export function parseBrand(value: string | null | undefined): BrandCode {
  if (!isBrandCode(value)) throw new Error('Unknown brand');
  return value;
}

/** Markets where the flight brand keeps its Latin name even in Russian (spec §1: app names are market-specific). */
const latinNameMarkets: Record<BrandCode, readonly string[]> = { AS: ['ua'], WA: [] };

/** The app's name as a visit shows it: Авиасмарт in Russian, Aviasmart otherwise and in markets that keep it Latin. */
export function appName(brand: BrandCode, market: string, language: string): string {
  const { name } = getBrand(brand);
  return language === 'ru' && !latinNameMarkets[brand].includes(market) ? name.ru : name.en;
}

/** The brand's name in a language, in the brand's default market. */
export const brandName = (brand: BrandCode, language: string): string => appName(brand, getBrand(brand).defaults.market, language);

/** Default host map; `BRAND_HOSTS` (`host=CODE,host=CODE`) extends or overrides it. */
export const defaultBrandHosts: Record<string, BrandCode> = {
  localhost: 'AS',
  '127.0.0.1': 'AS',
  'as.localhost': 'AS',
  'wa.localhost': 'WA',
};

export function parseBrandHosts(spec: string | undefined): Record<string, BrandCode> {
  const map = { ...defaultBrandHosts };
  for (const pair of (spec ?? '').split(',')) {
    const [host, code] = pair.split('=').map((part) => part.trim());
    if (host && isBrandCode(code)) map[host.toLowerCase()] = code;
  }
  return map;
}

/** The brand a host serves; an unmapped host gets `fallback`. The port is ignored. */
export function brandFromHost(host: string | undefined, map: Record<string, BrandCode>, fallback: BrandCode): BrandCode {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  // The host comes from the request: `__proto__` or `constructor` must not find the object's own machinery.
  return Object.hasOwn(map, name) ? map[name]! : fallback;
}
