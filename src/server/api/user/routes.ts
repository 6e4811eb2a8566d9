import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4-mini';
import { ApiError } from '../../../contracts/errors';
import { ActualizePassengersBody, KeptPassengers, latestToday } from '../../../contracts/passenger';
import { UidQuery } from '../../../contracts/auth';
import { MarketingSubscription, MarketingSubscriptionBody, MarketingSubscriptionResponse } from '../../../contracts/marketing';
import { PassengerList } from '../../../contracts/saved-passengers';
import { ActivateEmailQuery, ActiveEmailBody, DeleteUserResponse, EMAIL_ALERTS_NEED_EMAIL, EMAIL_IN_USE, EmailInfo, NO_ACTIVE_EMAIL, PaidContentResponse, UserResponse, userPaths } from '../../../contracts/user';
import { SavedSearchesResponse, SaveSearchBody, SaveSearchResponse, savedSearchesLimit, type SavedSearch } from '../../../contracts/user-searches';
import { PatchSettingsBody, PatchSettingsResponse, SaveSettingsBody, SaveSettingsResponse, UserSettingsResponse, type UserSettings } from '../../../contracts/user-settings';
import { linkTo } from '../../../platform/router/link-to';
import { accountPath } from '../../../product/account/paths';
import type { MailGateway } from '../../auth/gateways';
import { tokenDigest } from '../../auth/secret';
import type { Sessions } from '../../auth/sessions';
import { HttpError, parseInput } from '../../http-errors';
import { brandOrigin } from '../../public-links';
import { requestVisit } from '../../request-visit';
import { apiRoutes } from '../route';
import { emailInfo, settingsOf, socialsOf, subscriptionOf, userInfo } from './account';
import { currentUser } from './me';
import type { UserRow, UserStore } from './store';
import { userTexts } from './messages';

export interface AccountRoutesContext {
  store: UserStore;
  sessions: Sessions;
  mail: MailGateway;
  /** Per client and minute, for the calls that send e-mail or open links. */
  rateLimit: number;
  now: () => number;
}

/** How long an e-mail activation link works. */
export const activationLinkLifetimeMs = 24 * 60 * 60 * 1000;
/** Where the activation link lands: the profile page, told how it went (`?email=`), in the visitor's language. */
export const activationLanding = (outcome: 'activated' | 'invalid' | 'expired' | 'in_use') => linkTo({ path: accountPath }, {}, { email: outcome });

const unauthorized = { 401: ApiError };

/** Price alerts by e-mail are turned on only for an account with an active e-mail, where they can arrive (422 otherwise). */
function checkAlertChannels(settings: UserSettings, user: UserRow): void {
  if (settings.notification_channels?.price_alert?.email === true && !user.activeEmail) {
    throw new HttpError(422, `notification_channels: ${EMAIL_ALERTS_NEED_EMAIL}`, 'no_active_email');
  }
}

/** The account's calls of spec §7: the user, settings, e-mail, data controls, documents, searches, subscriptions. */
export function accountRoutes(app: FastifyInstance, { store, sessions, mail, rateLimit, now }: AccountRoutesContext): void {
  const route = apiRoutes(app, 'User service');

  const me = currentUser(store, sessions);

  route({
    method: 'GET',
    url: userPaths.user,
    contract: {
      summary: 'The logged-in user: user_info, premium, settings, socials, properties (no-cache)',
      responses: { 200: UserResponse, ...unauthorized },
    },
    handler: async (_input, request) => {
      const user = await me(request);
      return {
        user_info: userInfo(user),
        // Premium and orders do not exist yet: every account is without them until they do.
        premium: { status: 'not_active' as const, expires_at: null },
        settings: settingsOf(user),
        socials: socialsOf(await store.socials(user.id)),
        properties: { orders: { order_counters: { total: 0, active: 0 } } },
      };
    },
  });

  route({
    method: 'GET',
    url: userPaths.settings,
    contract: { summary: 'The settings of the logged-in user', responses: { 200: UserSettingsResponse, ...unauthorized } },
    handler: async (_input, request) => {
      const user = await me(request);
      return { user: { id: user.id, email: user.activeEmail, settings: settingsOf(user) } };
    },
  });

  route({
    method: 'POST',
    url: userPaths.settings,
    contract: {
      summary: 'Replace the settings (keys left out are cleared); an unknown key answers 400 `Unknown property {key}`, e-mail alerts without an active e-mail 422',
      body: SaveSettingsBody,
      responses: { 200: SaveSettingsResponse, ...unauthorized, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await me(request);
      checkAlertChannels(body.settings, user);
      await store.saveSettings(user.id, body.settings);
      return { user: { settings: body.settings, email: user.activeEmail } };
    },
  });

  route({
    method: 'PATCH',
    url: userPaths.settingsPatch,
    contract: {
      summary: 'Change some settings (merged into the stored ones); an unknown key answers 400 `Unknown property {key}`, e-mail alerts without an active e-mail 422',
      body: PatchSettingsBody,
      responses: { 200: PatchSettingsResponse, ...unauthorized, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await me(request);
      checkAlertChannels(body, user);
      return { settings: await store.patchSettings(user.id, body) };
    },
  });

  route({
    method: 'POST',
    url: userPaths.activeEmail,
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Send an activation link to an e-mail; 403 when another account has it',
      query: UidQuery,
      body: ActiveEmailBody,
      responses: { 200: EmailInfo, ...unauthorized, 403: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await me(request);
      const email = body.email.toLowerCase();
      if (user.activeEmail === email) return emailInfo(user);
      const owner = await store.findByActiveEmail(email);
      if (owner && owner.id !== user.id) throw new HttpError(403, EMAIL_IN_USE, 'email_in_use');
      const token = randomBytes(32).toString('base64url');
      const updated = await store.setCandidateEmail(user.id, email, tokenDigest(token), new Date(now() + activationLinkLifetimeMs), body.marketing_accepted);
      // Written in the visit's language; the link opens on the site of the brand the address was given on.
      const visit = requestVisit(app, request);
      const link = new URL(userPaths.activateEmail, brandOrigin(app.config, visit.brand));
      link.searchParams.set('token', token);
      const texts = userTexts(visit);
      const hours = activationLinkLifetimeMs / (60 * 60 * 1000);
      await mail.send({ to: email, subject: texts.t('activationMail.subject'), text: texts.t('activationMail.text', { link: link.toString(), hours }) });
      return emailInfo(updated);
    },
  });

  route({
    method: 'GET',
    url: userPaths.activateEmail,
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'The activation link of an e-mail: activates it and goes to the profile page with the outcome',
      query: ActivateEmailQuery,
      responses: { 303: { description: 'To /my?email=activated, invalid, expired or in_use' } },
    },
    handler: async ({ query }, _request, reply) => {
      const user = await store.findByActivationToken(tokenDigest(query.token));
      reply.header('cache-control', 'no-store');
      if (!user || !user.candidateEmail) return reply.redirect(activationLanding('invalid'), 303);
      if (!user.activationExpiresAt || user.activationExpiresAt.getTime() <= now()) return reply.redirect(activationLanding('expired'), 303);
      const activated = await store.activateEmail(user);
      return reply.redirect(activationLanding(activated ? 'activated' : 'in_use'), 303);
    },
  });

  route({
    method: 'DELETE',
    url: userPaths.deleteUser,
    contract: {
      summary: "Delete the account: the user, sessions, socials, documents, searches, subscription and the messages to the user's phone and e-mail",
      responses: { 200: DeleteUserResponse, ...unauthorized },
    },
    handler: async (_input, request) => {
      const user = await me(request);
      await store.deleteUser(user);
      return { deleted: true as const };
    },
  });

  route({
    method: 'GET',
    url: userPaths.paidContent,
    contract: { summary: 'Whether the user bought paid content', responses: { 200: PaidContentResponse, ...unauthorized } },
    handler: async (_input, request) => {
      await me(request);
      // Nothing is sold yet (premium and guides come later): no account has purchases.
      return { paid_content: { has_purchases: false } };
    },
  });

  route({
    method: 'GET',
    url: userPaths.passengers,
    contract: { summary: 'The passenger documents of the user', responses: { 200: PassengerList, ...unauthorized } },
    handler: async (_input, request) => {
      const user = await me(request);
      return { passengers: await store.passengers(user.id) };
    },
  });

  route({
    method: 'PUT',
    url: userPaths.passengersActualize,
    contract: { summary: 'Replace the passenger documents with the list given', body: ActualizePassengersBody, responses: { 200: PassengerList, ...unauthorized } },
    handler: async ({ body }, request) => {
      const user = await me(request);
      parseInput(z.object({ passengers: KeptPassengers(latestToday(now())) }), body);
      await store.savePassengers(user.id, body.passengers);
      return { passengers: body.passengers };
    },
  });

  route({
    method: 'GET',
    url: userPaths.searches,
    contract: { summary: 'Saved searches, newest first', responses: { 200: SavedSearchesResponse, ...unauthorized } },
    handler: async (_input, request) => {
      const user = await me(request);
      return { searches: await store.searches(user.id, savedSearchesLimit) };
    },
  });

  route({
    method: 'POST',
    url: userPaths.searches,
    contract: {
      summary: `Save a search (the same id replaces the earlier one; the newest ${savedSearchesLimit} are kept)`,
      body: SaveSearchBody,
      responses: { 200: SaveSearchResponse, ...unauthorized },
    },
    handler: async ({ body }, request) => {
      const user = await me(request);
      const { search_params, ticket } = body.search;
      const createdAt = body.search.created_at && !Number.isNaN(Date.parse(body.search.created_at)) ? new Date(Math.min(Date.parse(body.search.created_at), now())) : new Date(now());
      const search: SavedSearch = { id: body.search.id ?? ticket!.id.slice(0, 200), ticket: ticket!, search_params: search_params!, created_at: createdAt.toISOString() };
      await store.saveSearch(user.id, search, savedSearchesLimit);
      return { search };
    },
  });

  route({
    method: 'GET',
    url: userPaths.marketingSubscriptions,
    contract: { summary: 'The marketing subscription of the user, or null before the first choice', responses: { 200: MarketingSubscriptionResponse, ...unauthorized } },
    handler: async (_input, request) => {
      const user = await me(request);
      const row = await store.subscription(user.id);
      return { subscription: row ? subscriptionOf(row, user) : null };
    },
  });

  route({
    method: 'POST',
    url: userPaths.marketingSubscriptions,
    contract: {
      summary: 'Subscribe to or leave the marketing e-mails; pending until the e-mail is active',
      body: MarketingSubscriptionBody,
      responses: { 200: MarketingSubscription, ...unauthorized, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await me(request);
      const email = body.email?.toLowerCase() ?? user.activeEmail ?? user.candidateEmail;
      if (body.subscribed && !email) throw new HttpError(422, NO_ACTIVE_EMAIL, 'no_active_email');
      const row = { userId: user.id, market: body.market, language: body.language, email: email ?? null, topics: body.topics, subscribed: body.subscribed };
      await store.saveSubscription(row);
      return subscriptionOf(row, user);
    },
  });
}
