import * as z from 'zod/v4-mini';
import { DeleteUserResponse, UserResponse, userPaths } from '../../../contracts/user';
import { createApiEffect, createApiMutation, createApiQuery } from '../../request';

// The account: read, log out, delete. Calls of the user service (spec §7): one module per area, so a page
// evaluates only the calls its models use. The request wrapper sends the JWT; a 401 ends the session (spec §8).

/** `GET /api/v2/user` (the server answers it no-cache): the whole account. */
export const userQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.user },
  response: UserResponse,
  timeoutMs: 10_000,
});

/** `DELETE /api/v2/logout`: ends the token's session on the server. */
export const logoutFx = createApiEffect({
  request: { method: 'DELETE', host: 'userService', path: () => userPaths.logout },
  response: z.unknown(),
  timeoutMs: 10_000,
});

/** `DELETE /api/user`: the account and everything kept for it. */
export const deleteUserMutation = createApiMutation({
  request: { method: 'DELETE', host: 'userService', path: () => userPaths.deleteUser },
  response: DeleteUserResponse,
  timeoutMs: 15_000,
});
