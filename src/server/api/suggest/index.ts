import fp from 'fastify-plugin';
import { suggestRoutes } from './routes';

/** Suggest host (`/api/suggest`): `GET places2`, autocomplete over the places index. */
export const suggestApi = fp(async (app) => suggestRoutes(app), {
  name: 'suggest-api',
  dependencies: ['config', 'places', 'security', 'errors'],
  encapsulate: true,
});
