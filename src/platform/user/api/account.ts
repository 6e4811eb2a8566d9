import { userPaths } from '../../../contracts/plain/user';
import { createApiEffect, createApiMutation, createApiQuery } from '../../request';

// The user service's calls (spec §7) for the account: read, log out, delete.

/** `GET /api/v2/user` (the server answers it no-cache): the whole account. */
export const userQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.user },
  response: () => import('../../../contracts/user').then((contracts) => contracts.UserResponse),
  timeoutMs: 10_000,
});

/** `DELETE /api/v2/logout`: ends the token's session on the server. */
export const logoutFx = createApiEffect({
  request: { method: 'DELETE', host: 'userService', path: () => userPaths.logout },
  response: () => import('../../../contracts/user').then((contracts) => contracts.LogoutResponse),
  timeoutMs: 10_000,
});

/** `DELETE /api/user`: the account and everything kept for it. */
export const deleteUserMutation = createApiMutation({
  request: { method: 'DELETE', host: 'userService', path: () => userPaths.deleteUser },
  response: () => import('../../../contracts/user').then((contracts) => contracts.DeleteUserResponse),
  timeoutMs: 15_000,
});
