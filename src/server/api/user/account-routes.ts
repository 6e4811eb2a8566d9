import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { DeleteUserResponse, EMAIL_ALERTS_NEED_EMAIL, PaidContentResponse, UserResponse, userPaths } from '../../../contracts/user';
import {
  PatchSettingsBody,
  PatchSettingsResponse,
  SaveSettingsBody,
  SaveSettingsResponse,
  UserSettingsResponse,
  type UserSettings,
} from '../../../contracts/user-settings';
import { HttpError } from '../../http-errors';
import { apiRoutes } from '../route';
import { settingsOf, socialsOf, userInfo } from './account';
import type { UserRow } from './stores/accounts';
import type { UserStores } from './stores';

/** Price alerts by e-mail are turned on only for an account with an active e-mail, where they can arrive (422 otherwise). */
function checkAlertChannels(settings: UserSettings, user: UserRow): void {
  if (settings.notification_channels?.price_alert?.email === true && !user.activeEmail) {
    throw new HttpError(422, `notification_channels: ${EMAIL_ALERTS_NEED_EMAIL}`, 'no_active_email');
  }
}

/** The account itself (spec §7): the user, its settings, paid content and deleting it. */
export function accountRoutes(app: FastifyInstance, { accounts, settings }: Pick<UserStores, 'accounts' | 'settings'>): void {
  const route = apiRoutes(app, 'User service', { personal: true });
  const me = app.userAccess.currentUser;

  route({
    method: 'GET',
    url: userPaths.user,
    private: true,
    contract: { summary: 'The logged-in user: user_info, premium, settings, socials, properties (no-cache)', responses: { 200: UserResponse } },
    handler: async (_input, request) => {
      const user = await me(request);
      return {
        user_info: userInfo(user),
        // Premium and orders do not exist yet: every account is without them until they do.
        premium: { status: 'not_active' as const, expires_at: null },
        settings: settingsOf(user),
        socials: socialsOf(await accounts.socials(user.id)),
        properties: { orders: { order_counters: { total: 0, active: 0 } } },
      };
    },
  });

  route({
    method: 'GET',
    url: userPaths.settings,
    private: true,
    contract: { summary: 'The settings of the logged-in user', responses: { 200: UserSettingsResponse } },
    handler: async (_input, request) => {
      const user = await me(request);
      return { user: { id: user.id, email: user.activeEmail, settings: settingsOf(user) } };
    },
  });

  route({
    method: 'POST',
    url: userPaths.settings,
    private: true,
    contract: {
      summary:
        'Replace the settings (keys left out are cleared); an unknown key answers 400 `Unknown property {key}`, e-mail alerts without an active e-mail 422',
      body: SaveSettingsBody,
      responses: { 200: SaveSettingsResponse, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await me(request);
      checkAlertChannels(body.settings, user);
      await settings.save(user.id, body.settings);
      return { user: { settings: body.settings, email: user.activeEmail } };
    },
  });

  route({
    method: 'PATCH',
    url: userPaths.settingsPatch,
    private: true,
    contract: {
      summary:
        'Change some settings (merged into the stored ones); an unknown key answers 400 `Unknown property {key}`, e-mail alerts without an active e-mail 422',
      body: PatchSettingsBody,
      responses: { 200: PatchSettingsResponse, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await me(request);
      checkAlertChannels(body, user);
      return { settings: await settings.patch(user.id, body) };
    },
  });

  route({
    method: 'DELETE',
    url: userPaths.deleteUser,
    private: true,
    contract: {
      summary: "Delete the account: the user, sessions, socials, documents, searches, subscription and the messages to the user's phone and e-mail",
      responses: { 200: DeleteUserResponse },
    },
    handler: async (_input, request) => {
      await accounts.deleteUser(await me(request));
      return { deleted: true as const };
    },
  });

  route({
    method: 'GET',
    url: userPaths.paidContent,
    private: true,
    contract: { summary: 'Whether the user bought paid content', responses: { 200: PaidContentResponse } },
    // Nothing is sold yet (premium and guides come later): no account has purchases.
    handler: async () => ({ paid_content: { has_purchases: false } }),
  });
}
