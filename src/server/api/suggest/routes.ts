import type { FastifyInstance } from 'fastify';
import { NearestPlacesQuery, NearestPlacesResponse, SuggestAnswer, SuggestRequest, suggestionKinds } from '../../../contracts/places';
import type { Logger } from '../../../platform/logger';
import type { GeoIp } from '../../engines/geoip';
import type { HotelProvider } from '../../engines/hotels';
import { badRequest } from '../../http-errors';
import { apiRoutes } from '../route';
import { suggestWithHotels } from './hotel-suggestions';
import { nearestPlaces } from './nearest';

export interface SuggestDependencies {
  geoIp: GeoIp;
  /** The sampled log of geo-IP lookups (`geoIpLog`). */
  lookups: Logger;
  /** Hotels for the `hotel` and `hotelCity` kinds. */
  hotels: () => HotelProvider;
}

/**
 * The query string as the contract reads it. Clients send `types[]=city&types[]=airport`, which
 * Fastify's parser keeps under the key `types[]`; plain `types=` works too. A missing term reads
 * as an empty one so the answer is the contract's "term is required".
 */
function suggestParams(query: Record<string, unknown>) {
  const types = query['types[]'] ?? query.types;
  for (const kind of [types ?? []].flat()) {
    if (!(suggestionKinds as readonly unknown[]).includes(kind)) {
      throw badRequest(`types: unknown place kind ${JSON.stringify(kind)}, expected ${suggestionKinds.join(', ')}`);
    }
  }
  return { term: query.term ?? '', locale: query.locale, types, max: query.max };
}

export function suggestRoutes(app: FastifyInstance, { geoIp, lookups, hotels }: SuggestDependencies): void {
  const route = apiRoutes(app, 'Place suggestions');
  // Typing sends a request per keystroke, and every main page asks for its nearest places: ten
  // times what the global limit allows other routes.
  const rateLimit = { max: app.config.globalRateLimit * 10, timeWindow: '1 minute' };

  route({
    method: 'GET',
    url: '/places2',
    config: { rateLimit },
    contract: {
      summary: 'Cities, airports and countries matching what was typed; hotels and cities with hotels when asked for',
      description:
        'Kinds may be sent as `types[]=city&types[]=airport` or `types=city`; without them, cities, airports and countries. ' +
        'The kinds `hotel` (a hotel by its name) and `hotelCity` (a city with its number of hotels) are answered only when named. ' +
        'Answers depend only on the query and may be cached for an hour.',
      query: SuggestRequest,
      responses: { 200: SuggestAnswer },
    },
    prepareQuery: suggestParams,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return suggestWithHotels(query, app.places, hotels);
    },
  });

  route({
    method: 'GET',
    url: '/v2/nearest_places.json',
    config: { rateLimit },
    contract: {
      summary: "The places nearest to the visitor's address: a city, its airports and its country",
      description:
        "The address is the client's after the trust boundary (`TRUST_PROXY`): `X-Forwarded-For` counts only from a configured proxy. " +
        'It is looked up in the DB-IP Lite city database (IP Geolocation by DB-IP, https://db-ip.com, CC BY 4.0). ' +
        'Nearest first, names in `locale`; `[]` for an address the database does not place (loopback, private ranges, unknown). ' +
        'The answer depends on the address: private to the browser, cacheable for an hour.',
      query: NearestPlacesQuery,
      responses: { 200: NearestPlacesResponse },
    },
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      const started = performance.now();
      const point = await geoIp.lookup(request.ip);
      const places = point ? nearestPlaces(app.places, point, query.locale) : [];
      // What was found, never the address (no personal data in logs).
      lookups.info('Geo-IP lookup', {
        found: places.length > 0,
        country: point?.countryCode ?? null,
        city: places[0]?.code ?? null,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
      return places;
    },
  });
}
