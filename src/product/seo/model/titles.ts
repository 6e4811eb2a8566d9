import type { Translator } from '../../../platform/i18n';
import { marketName } from '../../../platform/market';
import type { RouteParams } from '../../../platform/router';
import { fromCase, routeCases, toCase, type PlaceChoice } from '../../search';
import { entryName } from './entry-names';
import { placeName } from './places';

type Places = Record<string, PlaceChoice>;
type Build = (t: Translator['t'], params: RouteParams, places: Places, locale: string) => string;

/** A country by its code in the page's language (Intl display names), else the code. */
export const countryName = (code: string | undefined, locale: string) => (code && /^[A-Z]{2}$/.test(code) ? marketName(code, locale) : (code ?? ''));

/** Russian case forms come from the search team's curated table; without them the titles say «из города X». */
const russian = (locale: string) => locale.slice(0, 2) === 'ru';

/** Titles of the SEO pages, shared by the document title and the page heading. */
export const seoTitles = {
  from: (t, { origin = '' }, places, locale) => {
    const from = russian(locale) ? fromCase(origin) : null;
    return from ? t('seo.from.titleCased', { from }) : t('seo.from.title', { origin: placeName(places, origin) });
  },
  city: (t, { origin = '', destination = '' }, places, locale) => {
    const cases = russian(locale) ? routeCases(origin, destination) : null;
    return cases
      ? t('seo.route.titleCased', { from: cases.from, to: cases.to })
      : t('seo.route.title', { origin: placeName(places, origin), destination: placeName(places, destination) });
  },
  country: (t, { origin = '', country = '' }, places, locale) => {
    const [from, to] = russian(locale) ? [fromCase(origin), toCase(country)] : [null, null];
    return from && to
      ? t('seo.route.titleCased', { from, to })
      : t('seo.toCountry.title', { origin: placeName(places, origin), country: countryName(country, locale) });
  },
} satisfies Record<string, Build>;

type EntryBuild = (t: Translator['t'], params: RouteParams, names: Record<string, string>, locale: string) => string;

/** Titles of the reference pages, from the names their entries' answers gave (the address's name until then). */
export const entryTitles = {
  airline: (t, { name }, names) => t('seo.airline.title', { name: entryName(names, name) }),
  airport: (t, { name }, names) => t('seo.airport.title', { name: entryName(names, name) }),
  flight: (t, { name = '' }) => t('seo.flight.title', { name }),
  countryPage: (t, { name }, names, locale) =>
    t('seo.country.title', { name: Object.hasOwn(names, name ?? '') ? entryName(names, name) : countryName(name, locale) }),
  cityPage: (t, { name }, names) => t('seo.city.title', { name: entryName(names, name) }),
} satisfies Record<string, EntryBuild>;

/** What search engines show under each page's title: the page's own lead. */
export const seoDescriptions = {
  from: (t, { origin = '' }, places) => t('seo.from.lead', { origin: placeName(places, origin) }),
  city: (t, { origin = '', destination = '' }, places) =>
    t('seo.route.lead', { origin: placeName(places, origin), destination: placeName(places, destination) }),
  country: (t, { origin = '', country = '' }, places, locale) =>
    t('seo.toCountry.lead', { origin: placeName(places, origin), country: countryName(country, locale) }),
} satisfies Record<string, Build>;

export const entryDescriptions = {
  airline: (t, { name }, names) => t('seo.airline.lead', { name: entryName(names, name) }),
  airport: (t, { name }, names) => t('seo.airport.lead', { name: entryName(names, name) }),
  flight: (t, { name = '' }) => t('seo.flight.lead', { name }),
  countryPage: (t, { name }, names, locale) =>
    t('seo.country.lead', { name: Object.hasOwn(names, name ?? '') ? entryName(names, name) : countryName(name, locale) }),
  cityPage: (t, { name }, names) => t('seo.city.lead', { name: entryName(names, name) }),
} satisfies Record<string, EntryBuild>;
