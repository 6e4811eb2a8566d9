import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/v4-mini';
import { SocialAuthParams, SocialAuthQuery, type SocialAuthMessage } from '../../../contracts/auth';
import { UNKNOWN_PROVIDER, userPaths } from '../../../contracts/user';
import { popupOpenerPolicy, SocialLoginError, type OidcClient } from '../../auth/oidc';
import { tokenDigest } from '../../auth/secret';
import { cookiesAreSecure } from '../../config';
import { isOwnOrigin } from '../../cors';
import { badRequest } from '../../http-errors';
import { apiRoutes } from '../route';
import { userInfo } from './account';
import { finishPage, finishPageContent } from './finish-page';
import type { UserStores } from './stores';

export interface SocialRoutesContext extends Pick<UserStores, 'accounts' | 'logins'> {
  /** The social providers by name. */
  providers: Map<string, OidcClient>;
  accountRateLimit: number;
  now: () => number;
}

/** The cookie a finished social login leaves for `GET /api/v2/auth/v2/jwt`; the path keeps it off every other request. */
export const handoffCookie = 'auth_handoff';
const handoffLifetimeMs = 5 * 60 * 1000;
/** How long the provider's sign-in may take. */
const socialLoginLifetimeMs = 10 * 60 * 1000;

const CallbackQuery = z.object({
  state: z.optional(z.string().check(z.maxLength(200))),
  code: z.optional(z.string().check(z.maxLength(2000))),
  error: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The provider sends the popup back to the brand the login started on: the finish page then has
 * the opener's own origin, the only one the opener accepts messages from (spec §4).
 */
export const socialCallbackUrl = (provider: string, appOrigin: string) => new URL(`${userPaths.socialPopup(provider)}/callback`, appOrigin).toString();

/** Whether `uri` is `provider`'s callback on one of the brands' own origins. */
export function isSocialCallback(uri: string, provider: string, config: Parameters<typeof isOwnOrigin>[1]): boolean {
  if (!URL.canParse(uri)) return false;
  const { origin } = new URL(uri);
  return isOwnOrigin(origin, config) && uri === socialCallbackUrl(provider, origin);
}

/** The popup's finish page: never cached, and keeping the popup's opener (see `popupOpenerPolicy`). */
const sendFinishPage = (reply: FastifyReply, status: number, message: SocialAuthMessage | null, targetOrigin: string | null) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', popupOpenerPolicy)
    .send(finishPage(message, targetOrigin));

/** The social login's popup (spec §4): to the provider's sign-in page, and its callback that finishes the login. */
export function socialPopupRoutes(app: FastifyInstance, context: SocialRoutesContext): void {
  const route = apiRoutes(app, 'User service: social login', { personal: true });

  popupStartRoute(app, route, context);
  popupCallbackRoute(app, route, context);
}

type Route = ReturnType<typeof apiRoutes>;

/** To the provider's sign-in page, with the login's state kept for its callback. */
function popupStartRoute(app: FastifyInstance, route: Route, context: SocialRoutesContext): void {
  const { logins, providers, now } = context;
  route({
    method: 'GET',
    url: '/auth/v2/:provider',
    config: { rateLimit: { max: context.accountRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: "The social login popup (800×600): to the provider's sign-in page",
      description: '`redirect_uri` must be a page of this app; the finish page posts its message to that origin only.',
      params: SocialAuthParams,
      query: SocialAuthQuery,
      responses: { 302: { description: "To the provider's sign-in page" }, 404: finishPageContent, 502: finishPageContent },
    },
    handler: async ({ params, query }, _request, reply) => {
      const targetOrigin = new URL(query.redirect_uri).origin;
      if (!isOwnOrigin(targetOrigin, app.config)) throw badRequest('redirect_uri: must be a page of this app');
      const page = (status: number, message: SocialAuthMessage) => sendFinishPage(reply, status, message, targetOrigin);
      const provider = providers.get(params.provider);
      if (!provider) return page(404, { type: 'travel-app:social-auth', ok: false, provider: params.provider, error: UNKNOWN_PROVIDER });
      let start;
      try {
        start = await provider.start(socialCallbackUrl(params.provider, targetOrigin));
      } catch (error) {
        reply.log.warn(
          { provider: params.provider, err: { name: (error as Error).name, code: (error as { code?: string }).code } },
          'social provider discovery failed',
        );
        return page(502, { type: 'travel-app:social-auth', ok: false, provider: params.provider, error: 'Provider unavailable' });
      }
      await logins.startSocialLogin({
        state: start.state,
        provider: params.provider,
        codeVerifier: start.codeVerifier,
        nonce: start.nonce,
        redirectUri: query.redirect_uri,
        market: query.market,
        marketingAccepted: query.marketing_accepted === '1',
        expiresAt: new Date(now() + socialLoginLifetimeMs),
      });
      return reply.header('cache-control', 'no-store').header('cross-origin-opener-policy', popupOpenerPolicy).redirect(start.url.toString(), 302);
    },
  });
}

/** The provider's answer: the account found or made, a JWT and a handoff cookie, posted to the opener. */
function popupCallbackRoute(app: FastifyInstance, route: Route, context: SocialRoutesContext): void {
  const { accounts, logins, providers, now } = context;
  route({
    method: 'GET',
    url: '/auth/v2/:provider/callback',
    config: { rateLimit: { max: context.accountRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Where the provider sends the popup back: finishes the login and posts the result to the opener',
      params: SocialAuthParams,
      query: CallbackQuery,
      responses: { 200: finishPageContent, 400: finishPageContent },
    },
    handler: async ({ params, query }, request, reply) => {
      const send = (status: number, message: SocialAuthMessage | null, targetOrigin: string | null) => sendFinishPage(reply, status, message, targetOrigin);
      const login = query.state ? await logins.takeSocialLogin(query.state, new Date(now())) : undefined;
      const provider = providers.get(params.provider);
      // Without a login of ours there is no opener origin to trust: the page says so and posts nothing.
      if (!login || login.provider !== params.provider || !provider) return send(400, null, null);
      const targetOrigin = new URL(login.redirectUri).origin;
      const failed = (error: string) => send(400, { type: 'travel-app:social-auth', ok: false, provider: params.provider, error }, targetOrigin);
      if (query.error) return failed(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
      let identity;
      try {
        identity = await provider.finish(new URL(request.url, socialCallbackUrl(params.provider, targetOrigin)), {
          state: login.state,
          nonce: login.nonce,
          codeVerifier: login.codeVerifier,
        });
      } catch (error) {
        if (!(error instanceof SocialLoginError)) throw error;
        request.log.warn({ provider: params.provider, reason: error.message }, 'social login refused');
        return failed('login_refused');
      }
      const { user, isNew } = await accounts.userForSocial(params.provider, identity.subject, identity.email, login.marketingAccepted);
      await accounts.setLastLogin(user.id, params.provider);
      const jwt = await app.userAccess.open(user.id, params.provider);
      const handoff = randomBytes(32).toString('base64url');
      await logins.createHandoff(tokenDigest(handoff), user.id, new Date(now() + handoffLifetimeMs));
      reply.setCookie(handoffCookie, handoff, {
        path: userPaths.authJwt,
        httpOnly: true,
        sameSite: 'lax',
        secure: cookiesAreSecure(app.config),
        maxAge: handoffLifetimeMs / 1000,
      });
      const fresh = (await accounts.find(user.id)) ?? user;
      return send(
        200,
        {
          type: 'travel-app:social-auth',
          ok: true,
          provider: params.provider,
          jwt,
          user_info: userInfo({ ...fresh, lastLoginMethod: params.provider }),
          is_new_user: isNew,
        },
        targetOrigin,
      );
    },
  });
}
