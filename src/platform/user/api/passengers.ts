import type { ActualizePassengersBody } from '../../../contracts/passenger';
import { userPaths } from '../../../contracts/plain/user';
import { createApiEffect, createApiQuery } from '../../request';

// The user service's calls (spec §7) for passenger documents.

/** `GET /api/v1/web/aviasales/user/passengers.json` */
export const passengersQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.passengers },
  response: () => import('../../../contracts/saved-passengers').then((contracts) => contracts.PassengerList),
  timeoutMs: 10_000,
});

/** `PUT …/passengers/actualize.json`: the whole list as it is now. */
export const actualizePassengersFx = createApiEffect({
  request: { method: 'PUT', host: 'userService', path: () => userPaths.passengersActualize, body: (body: ActualizePassengersBody) => body },
  response: () => import('../../../contracts/saved-passengers').then((contracts) => contracts.PassengerList),
  timeoutMs: 15_000,
});
