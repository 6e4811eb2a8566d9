import { userPaths } from '../../../contracts/user';
import { SaveSearchResponse, SavedSearchesResponse, type SaveSearchBody } from '../../../contracts/user-searches';
import { createApiEffect, createApiQuery } from '../../request';

// The user service's calls (spec §7) for saved searches.

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
