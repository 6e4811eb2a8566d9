import { PassengerList, type ActualizePassengersBody, userPaths } from '../../../contracts/user';
import { createApiEffect, createApiQuery } from '../../request';

// Passenger documents. Calls of the user service (spec §7): one module per area, so a page
// evaluates only the calls its models use. The request wrapper sends the JWT; a 401 ends the session (spec §8).

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
