import type { ActualizePassengersBody } from '../../../contracts/passenger';
import { PassengerList } from '../../../contracts/saved-passengers';
import { userPaths } from '../../../contracts/user';
import { createApiEffect, createApiQuery } from '../../request';

// The user service's calls (spec §7) for passenger documents.

/** `GET /api/v1/web/aviasales/user/passengers.json` */
export const passengersQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.passengers },
  response: PassengerList,
  timeoutMs: 10_000,
});

/** `PUT …/passengers/actualize.json`: the whole list as it is now. */
export const actualizePassengersFx = createApiEffect({
  request: { method: 'PUT', host: 'userService', path: () => userPaths.passengersActualize, body: (body: ActualizePassengersBody) => body },
  response: PassengerList,
  timeoutMs: 15_000,
});
