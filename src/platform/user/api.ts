import * as z from 'zod/v4-mini';
import {
  type ActualizePassengersBody,
  AuthProvidersResponse,
  AuthResult,
  DeleteUserResponse,
  EmailInfo,
  MarketingSubscription,
  MarketingSubscriptionResponse,
  PassengerList,
  PatchSettingsResponse,
  PhoneAuthResponse,
  RequestDataResponse,
  SaveSearchResponse,
  SavedSearchesResponse,
  UserResponse,
  UserSettingsResponse,
  userPaths,
  type ActiveEmailBody,
  type MarketingSubscriptionBody,
  type PhoneAuthBody,
  type PhoneAuthFinishBody,
  type SaveSearchBody,
  type UserSettings,
} from '../../contracts/user';
import { createApiEffect, createApiMutation, createApiQuery } from '../request';

// Every call of the user service (spec §7), each with its contract from src/contracts/user.ts.
// The wrapper sends the JWT when there is one; a 401 ends the session (spec §8).

/** `GET /api/v2/user` (the server answers it no-cache): the whole account. */
export const userQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.user },
  response: UserResponse,
  timeoutMs: 10_000,
});

/** `GET /api/v2/auth/providers`: the social login providers the server is configured with. */
export const authProvidersQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.authProviders },
  response: AuthProvidersResponse,
  timeoutMs: 10_000,
});

/** `GET /api/v2/user/settings` */
export const settingsQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.settings },
  response: UserSettingsResponse,
  timeoutMs: 10_000,
});

/** `PATCH /api/user/settings`: the keys that changed, merged by the server. */
export const patchSettingsFx = createApiEffect({
  request: { method: 'PATCH', host: 'userService', path: () => userPaths.settingsPatch, body: (patch: UserSettings) => patch },
  response: PatchSettingsResponse,
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
  response: PhoneAuthResponse,
  timeoutMs: 15_000,
});

/** `POST /api/v2/auth/phone/finish`: the code for a JWT. */
export const phoneAuthFinishMutation = createApiMutation({
  request: { method: 'POST', host: 'userService', path: () => userPaths.phoneAuthFinish, body: (body: PhoneAuthFinishBody) => body },
  response: AuthResult,
  timeoutMs: 15_000,
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

/** `POST /api/v2/user/active_email?uid`: sends an activation link (spec §8: 403, the e-mail is in use). */
export const activeEmailMutation = createApiMutation({
  request: {
    method: 'POST',
    host: 'userService',
    path: () => userPaths.activeEmail,
    query: ({ uid }: ActiveEmailBody & { uid: string | null }) => ({ uid: uid ?? undefined }),
    body: ({ email, marketing_accepted }) => ({ email, marketing_accepted }),
  },
  response: EmailInfo,
  timeoutMs: 15_000,
});

/** `POST /api/user/request-data` (spec §8: 409, already requested). */
export const requestDataFx = createApiEffect({
  request: { method: 'POST', host: 'userService', path: () => userPaths.requestData, body: (body: { email: string }) => body },
  response: RequestDataResponse,
  timeoutMs: 15_000,
});

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

/** `GET /api/v2/marketing/subscriptions`: null before the user first chose. */
export const marketingSubscriptionQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.marketingSubscriptions },
  response: MarketingSubscriptionResponse,
  timeoutMs: 10_000,
});

/** `POST /api/v2/marketing/subscriptions`: subscribe, change the topics or leave (422: no e-mail to send to). */
export const marketingSubscriptionMutation = createApiMutation({
  request: { method: 'POST', host: 'userService', path: () => userPaths.marketingSubscriptions, body: (body: MarketingSubscriptionBody) => body },
  response: MarketingSubscription,
  timeoutMs: 15_000,
});
