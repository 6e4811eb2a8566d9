import { SaveSearchResponse, SavedSearchesResponse, type SaveSearchBody, userPaths } from '../../../contracts/user';
import { createApiEffect, createApiQuery } from '../../request';

// Saved searches. Calls of the user service (spec §7): one module per area, so a page
// evaluates only the calls its models use. The request wrapper sends the JWT; a 401 ends the session (spec §8).

/** `GET /api/v2/user/searches/`: newest first. */
export const searchesQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.searches },
  response: SavedSearchesResponse,
  timeoutMs: 10_000,
});

/** `POST /api/v2/user/searches/` */
export const saveSearchFx = createApiEffect({
  request: { method: 'POST', host: 'userService', path: () => userPaths.searches, body: (body: SaveSearchBody) => body },
  response: SaveSearchResponse,
  timeoutMs: 10_000,
});
