import type { ActiveEmailBody } from '../../../contracts/user';
import { userPaths } from '../../../contracts/plain/user';
import { createApiEffect, createApiMutation } from '../../request';

// The user service's calls (spec §7) for e-mail activation and the data report.

/** `POST /api/v2/user/active_email?uid`: sends an activation link (spec §8: 403, the e-mail is in use). */
export const activeEmailMutation = createApiMutation({
  request: {
    method: 'POST',
    host: 'userService',
    path: () => userPaths.activeEmail,
    query: ({ uid }: ActiveEmailBody & { uid: string | null }) => ({ uid: uid ?? undefined }),
    body: ({ email, marketing_accepted }) => ({ email, marketing_accepted }),
  },
  response: () => import('../../../contracts/user').then((contracts) => contracts.EmailInfo),
  timeoutMs: 15_000,
});

/** `POST /api/user/request-data` (spec §8: 409, already requested). */
export const requestDataFx = createApiEffect({
  request: { method: 'POST', host: 'userService', path: () => userPaths.requestData, body: (body: { email: string }) => body },
  response: () => import('../../../contracts/user').then((contracts) => contracts.RequestDataResponse),
  timeoutMs: 15_000,
});
