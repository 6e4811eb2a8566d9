/**
 * Intl formatters are costly to build and SSR renders many numbers, so each one is built once per
 * locale and options and reused. They hold no request data, so sharing them between requests is safe.
 * A locale Intl rejects falls back to en-US rather than breaking the page.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const FALLBACK_LOCALE = 'en-US';

function cached<F, O extends object>(cache: Map<string, F>, Ctor: new (locale: string, options: O) => F, locale: string, options: O): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Ctor(locale, options);
    } catch (error) {
      // An invalid locale tag is the visitor's problem, not a reason to fail; invalid options are ours.
      if (!(error instanceof RangeError) || locale === FALLBACK_LOCALE) throw error;
      format = new Ctor(FALLBACK_LOCALE, options);
    }
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numberFormats, Intl.NumberFormat, locale, options);

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached(dateFormats, Intl.DateTimeFormat, locale, options);

/** How many formatters have been built, for tests of the cache. */
export const cachedFormatCount = (): number => numberFormats.size + dateFormats.size;
