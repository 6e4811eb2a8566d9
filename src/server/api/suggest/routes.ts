import type { FastifyInstance } from 'fastify';
import { SuggestQuery, SuggestResponse, placeKinds } from '../../../contracts/places';
import { badRequest } from '../../http-errors';
import { apiRoutes } from '../route';

/**
 * The query string as the contract reads it. Clients send `types[]=city&types[]=airport`, which
 * Fastify's parser keeps under the key `types[]`; plain `types=` works too. A missing term reads
 * as an empty one so the answer is the contract's "term is required".
 */
function suggestParams(query: Record<string, unknown>) {
  const types = query['types[]'] ?? query.types;
  for (const kind of [types ?? []].flat()) {
    if (!(placeKinds as readonly unknown[]).includes(kind)) {
      throw badRequest(`types: unknown place kind ${JSON.stringify(kind)}, expected ${placeKinds.join(', ')}`);
    }
  }
  return { term: query.term ?? '', locale: query.locale, types, max: query.max };
}

export function suggestRoutes(app: FastifyInstance): void {
  apiRoutes(
    app,
    'Place suggestions',
  )({
    method: 'GET',
    url: '/places2',
    // Typing sends a request per keystroke: ten times what the global limit allows other routes.
    config: { rateLimit: { max: app.config.globalRateLimit * 10, timeWindow: '1 minute' } },
    contract: {
      summary: 'Cities, airports and countries matching what was typed',
      description: 'Kinds may be sent as `types[]=city&types[]=airport` or `types=city`. Answers depend only on the query and may be cached for an hour.',
      query: SuggestQuery,
      responses: { 200: SuggestResponse },
    },
    prepareQuery: suggestParams,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return app.places.suggest(query);
    },
  });
}
