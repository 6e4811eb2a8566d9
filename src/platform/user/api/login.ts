import type { PhoneAuthBody, PhoneAuthFinishBody } from '../../../contracts/auth';
import { userPaths } from '../../../contracts/plain/user';
import { createApiMutation, createApiQuery } from '../../request';

// The user service's calls (spec §7) for phone and social login.

/** `GET /api/v2/auth/providers`: the social login providers the server is configured with. */
export const authProvidersQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.authProviders },
  response: () => import('../../../contracts/auth').then((contracts) => contracts.AuthProvidersResponse),
  timeoutMs: 10_000,
});

/** `POST /api/v2/auth/phone?uid`: sends a one-time code; answers the login's session id. */
export const phoneAuthMutation = createApiMutation({
  request: {
    method: 'POST',
    host: 'userService',
    path: () => userPaths.phoneAuth,
    query: ({ uid }: PhoneAuthBody & { uid: string | null }) => ({ uid: uid ?? undefined }),
    body: ({ phone, market, marketing_accepted }) => ({ phone, market, marketing_accepted }),
  },
  response: () => import('../../../contracts/auth').then((contracts) => contracts.PhoneAuthResponse),
  timeoutMs: 15_000,
});

/** `POST /api/v2/auth/phone/finish`: the code for a JWT. */
export const phoneAuthFinishMutation = createApiMutation({
  request: { method: 'POST', host: 'userService', path: () => userPaths.phoneAuthFinish, body: (body: PhoneAuthFinishBody) => body },
  response: () => import('../../../contracts/auth').then((contracts) => contracts.AuthResult),
  timeoutMs: 15_000,
});
