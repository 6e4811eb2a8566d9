import { userPaths } from '../../../contracts/plain/user';
import type { SaveSearchBody } from '../../../contracts/user-searches';
import { createApiEffect, createApiQuery } from '../../request';

// The user service's calls (spec §7) for saved searches.

/** `GET /api/v2/user/searches/`: newest first. */
export const searchesQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.searches },
  response: () => import('../../../contracts/user-searches').then((contracts) => contracts.SavedSearchesResponse),
  timeoutMs: 10_000,
});

/** `POST /api/v2/user/searches/` */
export const saveSearchFx = createApiEffect({
  request: { method: 'POST', host: 'userService', path: () => userPaths.searches, body: (body: SaveSearchBody) => body },
  response: () => import('../../../contracts/user-searches').then((contracts) => contracts.SaveSearchResponse),
  timeoutMs: 10_000,
});
