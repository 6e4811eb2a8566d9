import { PatchSettingsResponse, UserSettingsResponse, type UserSettings, userPaths } from '../../../contracts/user';
import { createApiEffect, createApiQuery } from '../../request';

// Settings kept on the server. Calls of the user service (spec §7): one module per area, so a page
// evaluates only the calls its models use. The request wrapper sends the JWT; a 401 ends the session (spec §8).

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
