import type { FastifyPluginAsync } from 'fastify';
import { SuggestQuery, placeKinds, type SuggestResponse } from '../../../contracts';
import { badRequest, parseInput } from '../../http-errors';

/**
 * Suggest host (`/api/suggest`): `GET places2` autocomplete over cities, airports and countries.
 * Answers depend only on the query, so browsers and CDNs may keep them for an hour.
 */
export const suggestApi: FastifyPluginAsync = async (app) => {
  app.get(
    '/places2',
    // Typing sends a request per keystroke: ten times what the global limit allows other routes.
    { config: { rateLimit: { max: app.config.globalRateLimit * 10, timeWindow: '1 minute' } } },
    async (request, reply): Promise<SuggestResponse> => {
      const query = parseInput(SuggestQuery, suggestParams(request.query as Record<string, unknown>));
      reply.header('cache-control', 'public, max-age=3600');
      return app.places.suggest(query);
    },
  );
};

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
