import { userPaths } from '../../../contracts/plain/user';
import type { UserSettings } from '../../../contracts/user-settings';
import { createApiEffect, createApiQuery } from '../../request';

// The user service's calls (spec §7) for settings kept on the server.

/** `GET /api/v2/user/settings` */
export const settingsQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.settings },
  response: () => import('../../../contracts/user-settings').then((contracts) => contracts.UserSettingsResponse),
  timeoutMs: 10_000,
});

/** `PATCH /api/user/settings`: the keys that changed, merged by the server. */
export const patchSettingsFx = createApiEffect({
  request: { method: 'PATCH', host: 'userService', path: () => userPaths.settingsPatch, body: (patch: UserSettings) => patch },
  response: () => import('../../../contracts/user-settings').then((contracts) => contracts.PatchSettingsResponse),
  timeoutMs: 10_000,
});
