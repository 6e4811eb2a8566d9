import type { LocalizedName } from './types';

/**
 * Languages whose readers get a Russian name before an English one. The dataset's names beyond
 * English are Russian, and every home market of these languages offers Russian as its second
 * language (platform/market/markets.ts), so «Москва» reads better to a Kazakh visitor than
 * "Moscow". Ukrainian is left out on purpose: Russian spellings of Ukrainian places (Киев, Львов)
 * are not how Ukrainian readers write them, and the Latin ones (Kyiv, Lviv) are.
 */
const readRussian: ReadonlySet<string> = new Set(['kk', 'ky', 'uz', 'tg', 'az', 'hy', 'ka']);

/**
 * Where a name is looked up for a locale, best first: the locale itself (`hy-AM`), its language
 * (`hy`), Russian for the languages above, then English, which every name has.
 */
export function nameLanguages(locale: string): string[] {
  const tag = locale.replace('_', '-');
  const language = tag.split('-')[0]!.toLowerCase();
  const chain = [tag, language, ...(readRussian.has(language) ? ['ru'] : []), 'en'];
  return [...new Set(chain)];
}

/**
 * A place's or airline's name for a visitor's locale: the one way the suggest answers and the
 * search results' dictionary choose names, so a city reads the same in the form and the filters.
 */
export function nameIn(name: LocalizedName, locale: string): string {
  for (const language of nameLanguages(locale)) {
    // The locale comes from the request: only the name's own languages count, never `constructor`.
    const value = Object.hasOwn(name, language) ? name[language] : undefined;
    if (value) return value;
  }
  return name.en;
}
