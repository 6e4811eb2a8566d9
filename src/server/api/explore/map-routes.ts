import type { FastifyInstance } from 'fastify';
import { SampledOrigins, SampledOriginsQuery } from '../../../contracts/explore';
import { compressedWorldMap, worldMapSvg } from '../../engines/world-map';
import { apiRoutes } from '../route';
import { placeOf } from './routes';

/** The price map's own calls: the origins it offers and the world it draws its prices on. */
export function mapRoutes(app: FastifyInstance, { origins }: { origins: readonly string[] }): void {
  const route = apiRoutes(app, 'Explore');
  const places = () => app.places;

  route({
    method: 'GET',
    url: '/v1/sampled-origins',
    contract: {
      summary: 'The cities the index samples prices from: the price map offers them as origins',
      query: SampledOriginsQuery,
      responses: { 200: SampledOrigins },
    },
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { origins: origins.map((code) => placeOf(places(), code, query.locale)).filter((place) => place !== undefined) };
    },
  });

  route({
    method: 'GET',
    url: '/v1/world.svg',
    contract: {
      summary: 'The price map\u2019s world: countries drawn in the Natural Earth projection the map places its cities with',
      responses: { 200: { contentType: 'image/svg+xml', description: 'The world map, 960 by 500' } },
    },
    handler: async (_input, request, reply) => {
      // The drawing changes only with the code: a day in caches, then a check.
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding');
      // Compressed once, at levels too slow for every request (the compression plugin leaves an encoded answer alone).
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (encoding) return reply.header('content-encoding', encoding).send(compressedWorldMap()[encoding]);
      return reply.send(worldMapSvg());
    },
  });
}
