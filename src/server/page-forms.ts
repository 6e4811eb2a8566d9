import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SearchFormQuery, searchFormPath, VisitSettingsQuery, visitSettingsPath } from '../contracts';
import { splitMarketPrefix, visitSettingsHref } from '../platform/market';
// The router's path helpers, not its index, and the search team's modules, not its index nor its
// route: those bring the i18n loader and the UI (CSS modules), which only Vite's builds load, and
// the server runs from source too (`npm run dev`, the benches).
import { withMarketPrefix } from '../platform/router/build-path';
import { linkTo } from '../platform/router/link-to';
import { type PlaceChoice, toChoice } from '../platform/places';
import { isAnywhere } from '../product/search/model/anywhere-words';
import { localToday } from '../platform/calendar';
import { searchFormOutcome, sentBackQuery } from '../product/search/model/form-query';
import { searchPath } from '../product/search/model/search-url';
import { fromCityPath } from '../product/seo/paths';
import { requestVisit } from './request-visit';
import { apiRoutes } from './api/route';
import type { PlacesIndex } from './engines/places';

/**
 * The page's own address a form came from: a path on this site, else the main page. Anything
 * else (another host, `//host`, a backslash some browsers read as a slash) is not followed.
 */
export function pageAddress(back: string | undefined): string {
  if (!back || !back.startsWith('/') || back.startsWith('//') || /[\\\s]/.test(back)) return '/';
  const url = new URL(back, 'http://localhost');
  return url.origin === 'http://localhost' ? url.pathname : '/';
}

/** A place field's text as the server reads it: an IATA city or airport code, or a name. */
export function placeResolver(places: PlacesIndex, language: string) {
  return (typed: string): PlaceChoice | null => {
    const found = places.suggest({ term: typed, locale: language, types: ['city', 'airport'], max: 5 });
    // A code names its own place, not the first name that starts with those letters.
    const place = found.find((candidate) => candidate.code === typed.toUpperCase()) ?? found[0];
    return place ? toChoice(place) : null;
  };
}

/**
 * Forms of the pages that work without the app (src/product/README.md: Content pages): the
 * search form and the region picker. Both answer with a redirect (303): to the results, back to
 * the form with its problems, or back to the page with the new region; bad input never gets a 5xx.
 */
export function registerPageForms(app: FastifyInstance): void {
  const route = apiRoutes(app, 'Page forms');
  const visitOf = (request: Pick<FastifyRequest, 'hostname' | 'cookies'>, path: string) => requestVisit(app, request, { path });

  route({
    method: 'GET',
    url: searchFormPath,
    contract: {
      summary: 'The flight search form, sent without the app',
      description:
        'Place fields take an IATA code or a name. A valid form redirects to its results page; "anywhere" as the destination (in any UI language) to the origin\'s destinations page; a form with problems goes back to `back` with what was typed and the problems (`formErrors`).',
      query: SearchFormQuery,
      responses: { 303: { description: 'To the results page, or back to the form' } },
    },
    handler: async ({ query }, request, reply) => {
      const back = pageAddress(query.back);
      const visit = visitOf(request, back);
      const outcome = searchFormOutcome(query, placeResolver(app.places, visit.language), localToday(new Date(app.now())), isAnywhere);
      const prefix = splitMarketPrefix(back).market;
      if ('params' in outcome) return reply.redirect(withMarketPrefix(linkTo({ path: searchPath }, { params: outcome.params }), prefix), 303);
      if ('anywhereFrom' in outcome) return reply.redirect(withMarketPrefix(linkTo({ path: fromCityPath }, { origin: outcome.anywhereFrom }), prefix), 303);
      return reply.redirect(`${back}?${sentBackQuery(query, outcome.errors)}`, 303);
    },
  });

  route({
    method: 'GET',
    url: visitSettingsPath,
    contract: {
      summary: 'The region picker (market, language, currency), sent without the app',
      description: 'Goes back to `back` with the choice in the query, which the page remembers in its cookies as the app does.',
      query: VisitSettingsQuery,
      responses: { 303: { description: 'Back to the page with the new region' } },
    },
    handler: async ({ query }, _request, reply) => {
      const { back: _back, ...settings } = query;
      const back = pageAddress(query.back);
      const chosen = Object.fromEntries(Object.entries(settings).filter(([, value]) => value && /^[A-Za-z-]+$/.test(value)));
      const href = new URL(visitSettingsHref(`http://localhost${back}`, chosen));
      return reply.redirect(`${href.pathname}${href.search}`, 303);
    },
  });
}
