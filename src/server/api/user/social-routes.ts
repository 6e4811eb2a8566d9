import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { AuthJwtQuery, AuthJwtResponse, AuthProvidersResponse, AuthResult, JwtAuthBody, JwtAuthQuery } from '../../../contracts/auth';
import { INVALID_ID_TOKEN, UNKNOWN_PROVIDER, userPaths } from '../../../contracts/user';
import { SocialLoginError } from '../../auth/oidc';
import { tokenDigest } from '../../auth/secret';
import { notAuthorized } from '../../auth/sessions';
import { badRequest, HttpError } from '../../http-errors';
import { apiRoutes } from '../route';
import { handoffCookie, type SocialRoutesContext } from './social-popup-routes';

/** The social login's calls besides the popup: the providers on offer, the ID-token login and the popup's JWT handoff (spec §7). */
export function socialRoutes(app: FastifyInstance, context: SocialRoutesContext): void {
  const { accounts, logins, providers, now } = context;
  const route = apiRoutes(app, 'User service: social login', { personal: true });

  route({
    method: 'GET',
    url: userPaths.authProviders,
    contract: {
      summary: 'The social login providers this server is configured with, for the login dialog',
      responses: { 200: AuthProvidersResponse },
    },
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { providers: [...providers.keys()] };
    },
  });

  route({
    method: 'POST',
    url: userPaths.jwtAuth,
    config: { rateLimit: { max: context.accountRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: "Log in with an identity provider's ID token (signature, issuer, audience and expiry checked against the provider)",
      query: JwtAuthQuery,
      body: JwtAuthBody,
      responses: { 200: AuthResult, 401: ApiError },
    },
    handler: async ({ body }) => {
      const provider = providers.get(body.provider);
      if (!provider) throw badRequest(`provider: ${UNKNOWN_PROVIDER}`, 'unknown_provider');
      let identity;
      try {
        identity = await provider.verifyIdToken(body.id_token);
      } catch (error) {
        if (error instanceof SocialLoginError) throw new HttpError(401, INVALID_ID_TOKEN, 'invalid_id_token');
        throw error;
      }
      const { user, isNew } = await accounts.userForSocial(body.provider, identity.subject, identity.email, false);
      await accounts.setLastLogin(user.id, body.provider);
      return { jwt: await app.userAccess.open(user.id, body.provider), is_new_user: isNew };
    },
  });

  route({
    method: 'GET',
    url: userPaths.authJwt,
    contract: {
      summary: 'The JWT of the social login this browser just finished in the popup (its HttpOnly cookie, once)',
      query: AuthJwtQuery,
      responses: { 200: AuthJwtResponse, 401: ApiError },
    },
    handler: async (_input, request, reply) => {
      const handoff = request.cookies[handoffCookie];
      reply.clearCookie(handoffCookie, { path: userPaths.authJwt });
      const userId = handoff && handoff.length <= 100 ? await logins.takeHandoff(tokenDigest(handoff), new Date(now())) : undefined;
      const user = userId ? await accounts.find(userId) : undefined;
      if (!user) throw notAuthorized();
      return { jwt: await app.userAccess.open(user.id, user.lastLoginMethod ?? 'social') };
    },
  });
}
