import { sample } from 'effector';
import { createRoute, letterCode, type Route } from '../../platform/router';
import { airlineCode, codeOrName, countryCode, flightNumber, placeCode } from './model/codes';
import { $places, placesWanted } from './model/places';
import { $entryNames } from './model/entry-names';
import { entryDescriptions, entryTitles, seoDescriptions, seoTitles } from './model/titles';
import { fromCityPath } from './paths';
import { searchMessages } from '../search';

// SEO pages (spec §2.6): everywhere, complete on the server. Codes in addresses are upper-cased.
// Every one of them shows the search form, so it loads the search team's messages too. They are
// content pages: the server sends them with the content entry, not the whole app.

export const fromCityRoute = createRoute({
  name: 'seo-routes-from',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: fromCityPath,
  params: { origin: letterCode(3) },
  load: () => import('./pages/from-city-page'),
  title: { source: $places, fn: seoTitles.from },
  description: { source: $places, fn: seoDescriptions.from },
});

export const cityToCityRoute = createRoute({
  name: 'seo-routes-city',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: '/routes/:origin/:destination',
  params: { origin: letterCode(3), destination: letterCode(3) },
  load: () => import('./pages/city-to-city-page'),
  title: { source: $places, fn: seoTitles.city },
  description: { source: $places, fn: seoDescriptions.city },
});

export const cityToCountryRoute = createRoute({
  name: 'seo-routes-country',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: '/routes/:origin/:country',
  params: { origin: letterCode(3), country: letterCode(2) },
  load: () => import('./pages/city-to-country-page'),
  title: { source: $places, fn: seoTitles.country },
  description: { source: $places, fn: seoDescriptions.country },
});

/** A list of a catalogue: airlines, airports, countries or cities. */
const catalogueTitles = {
  airlines: 'seo.airlines.title',
  airports: 'seo.airports.title',
  countries: 'seo.countries.title',
  cities: 'seo.cities.title',
} as const;
/** What search engines show under their titles: the lists' leads. */
const catalogueLeads = {
  airlines: 'seo.airlines.lead',
  airports: 'seo.airports.lead',
  countries: 'seo.countries.lead',
  cities: 'seo.cities.lead',
} as const;
/** Their entries in the footer, which every page shows: the shell's messages. */
const catalogueLabels = {
  airlines: 'nav.airlines',
  airports: 'nav.airports',
  countries: 'nav.countries',
  cities: 'nav.cities',
} as const;
const catalogue = (section: keyof typeof catalogueTitles, load: NonNullable<Route['load']>) =>
  createRoute({
    name: `seo-${section}`,
    team: 'seo',
    content: true,
    messages: [searchMessages],
    path: `/${section}` as const,
    load,
    title: (t) => t(catalogueTitles[section]),
    description: (t) => t(catalogueLeads[section]),
    nav: { section: `seo-${section}`, label: catalogueLabels[section] },
  });

export const airlinesRoute = catalogue('airlines', () => import('./pages/airlines-page'));
export const airportsRoute = catalogue('airports', () => import('./pages/airports-page'));
export const countriesRoute = catalogue('countries', () => import('./pages/countries-page'));
export const citiesRoute = catalogue('cities', () => import('./pages/cities-page'));

export const airlineRoute = createRoute({
  name: 'seo-airline',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: '/airlines/:name',
  params: { name: codeOrName(airlineCode) },
  load: () => import('./pages/airline-page'),
  title: { source: $entryNames, fn: entryTitles.airline },
  description: { source: $entryNames, fn: entryDescriptions.airline },
});

export const airportRoute = createRoute({
  name: 'seo-airport',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: '/airports/:name',
  params: { name: codeOrName(placeCode) },
  load: () => import('./pages/airport-page'),
  title: { source: $entryNames, fn: entryTitles.airport },
  description: { source: $entryNames, fn: entryDescriptions.airport },
});

export const flightRoute = createRoute({
  name: 'seo-flight',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: '/flights/:name',
  params: { name: codeOrName(flightNumber) },
  load: () => import('./pages/flight-page'),
  title: { source: $entryNames, fn: entryTitles.flight },
  description: { source: $entryNames, fn: entryDescriptions.flight },
});

export const countryRoute = createRoute({
  name: 'seo-country',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: '/countries/:name',
  params: { name: codeOrName(countryCode) },
  load: () => import('./pages/country-page'),
  title: { source: $entryNames, fn: entryTitles.countryPage },
  description: { source: $entryNames, fn: entryDescriptions.countryPage },
});

export const cityRoute = createRoute({
  name: 'seo-city',
  team: 'seo',
  content: true,
  messages: [searchMessages],
  path: '/cities/:name',
  params: { name: codeOrName(placeCode) },
  load: () => import('./pages/city-page'),
  title: { source: $entryNames, fn: entryTitles.cityPage },
  description: { source: $entryNames, fn: entryDescriptions.cityPage },
});

// Pages with place codes look their names up and prefill the search form.
sample({
  clock: [fromCityRoute.opened, cityToCityRoute.opened, cityToCountryRoute.opened],
  fn: (params) => ({ params, prefill: 'route' as const }),
  target: placesWanted,
});

export const seoRoutes = [
  fromCityRoute,
  cityToCityRoute,
  cityToCountryRoute,
  airlinesRoute,
  airlineRoute,
  airportsRoute,
  airportRoute,
  flightRoute,
  countriesRoute,
  countryRoute,
  citiesRoute,
  cityRoute,
];
