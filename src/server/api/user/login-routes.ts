import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import {
  AuthResult,
  IdentifierCheckBody,
  IdentifierCheckResponse,
  PhoneAuthBody,
  PhoneAuthFinishBody,
  PhoneAuthResponse,
  UidQuery,
} from '../../../contracts/auth';
import { CODE_EXPIRED, INVALID_CODE, RESEND_TOO_SOON, TOO_MANY_ATTEMPTS, TOO_MANY_CODES, UNKNOWN_SESSION, userPaths } from '../../../contracts/user';
import { codeLifetimeMs, codesPerPhonePerHour, maxCodeAttempts, newCode, type CodeHasher } from '../../auth/codes';
import { badRequest, HttpError } from '../../http-errors';
import { apiRoutes } from '../route';
import type { UserStores } from './stores';
import { userTexts } from './messages';
import { requestVisit } from '../../request-visit';
import { visitPhoneRule } from './visit';

export interface LoginRoutesContext extends Pick<UserStores, 'accounts' | 'logins' | 'sessions'> {
  codes: CodeHasher;
  codeResendMs: number;
  phoneAuthRateLimit: number;
  accountRateLimit: number;
  now: () => number;
}

/** Phone login, logout and the identifier check of spec §7 (the social login: `social-routes.ts`). */
export function loginRoutes(app: FastifyInstance, context: LoginRoutesContext): void {
  const { accounts, logins, sessions, codes, now } = context;
  const route = apiRoutes(app, 'User service: login', { personal: true });

  route({
    method: 'POST',
    url: userPaths.phoneAuth,
    config: { rateLimit: { max: context.phoneAuthRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: "Send a one-time code to a mobile number the host's brand takes; answers the login session",
      description: `The regional brand takes Russian mobile numbers (spec §5), the international brand a mobile number of any country (E.164, or national in the body's market). The SMS is in the visit's language. A code works ${codeLifetimeMs / 60000} minutes and takes ${maxCodeAttempts} wrong tries. The same phone gets a new code after ${context.codeResendMs / 1000} s, at most ${codesPerPhonePerHour} an hour (429).`,
      query: UidQuery,
      body: PhoneAuthBody,
      responses: { 200: PhoneAuthResponse },
    },
    handler: async ({ body }, request) => {
      const visit = requestVisit(app, request, { market: body.market });
      const rule = visitPhoneRule(visit);
      const phone = rule.number(body.phone);
      if (!phone) throw badRequest(`phone: ${rule.invalidPhone}`, 'invalid_phone');
      const at = now();
      const recent = await logins.phoneCodesSince(phone, new Date(at - 60 * 60 * 1000));
      if (recent.latest && at - recent.latest.getTime() < context.codeResendMs) throw new HttpError(429, RESEND_TOO_SOON, 'resend_too_soon');
      if (recent.count >= codesPerPhonePerHour) throw new HttpError(429, TOO_MANY_CODES, 'too_many_codes');
      const sessionId = randomUUID();
      const code = newCode();
      await logins.createPhoneSession({
        id: sessionId,
        phone,
        codeHash: codes.hash(sessionId, code),
        market: visit.market,
        marketingAccepted: body.marketing_accepted,
        createdAt: new Date(at),
        expiresAt: new Date(at + codeLifetimeMs),
      });
      try {
        await app.userAccess.sms.send(phone, userTexts(visit).t('loginSms.code', { code }));
      } catch (error) {
        await logins.dropPhoneSession(sessionId);
        throw error;
      }
      return { session_id: sessionId };
    },
  });

  route({
    method: 'POST',
    url: userPaths.phoneAuthFinish,
    config: { rateLimit: { max: context.phoneAuthRateLimit * 3, timeWindow: '1 minute' } },
    contract: {
      summary: 'Finish a phone login with its code: a JWT and whether the account is new',
      description: `After ${maxCodeAttempts} wrong codes the session answers 429 even to the right one.`,
      body: PhoneAuthFinishBody,
      responses: { 200: AuthResult, 404: ApiError },
    },
    handler: async ({ body }) => {
      // The try is counted before the code is compared: parallel guesses cannot outrun the limit.
      const session = await logins.countCodeAttempt(body.session_id);
      if (!session) throw new HttpError(404, UNKNOWN_SESSION, 'unknown_session');
      if (session.attempts > maxCodeAttempts) throw new HttpError(429, TOO_MANY_ATTEMPTS, 'too_many_attempts');
      if (session.expiresAt.getTime() <= now()) throw badRequest(CODE_EXPIRED, 'code_expired');
      if (!codes.matches(session.id, body.code, session.codeHash)) throw badRequest(INVALID_CODE, 'invalid_code');
      if (!(await logins.finishPhoneSession(session.id, new Date(now())))) throw new HttpError(404, UNKNOWN_SESSION, 'unknown_session');
      const { user, isNew } = await accounts.userForPhone(session.phone, session.marketingAccepted);
      await accounts.setLastLogin(user.id, 'phone');
      return { jwt: await app.userAccess.open(user.id, 'phone'), is_new_user: isNew };
    },
  });

  route({
    method: 'DELETE',
    url: userPaths.logout,
    private: true,
    contract: { summary: "End the JWT's session", responses: { 204: { description: 'Logged out' } } },
    handler: async ({ session }, _request, reply) => {
      await sessions.end(session.sessionId);
      return reply.status(204).send();
    },
  });

  route({
    method: 'POST',
    url: userPaths.identifierCheck,
    config: { rateLimit: { max: context.accountRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: "Whether a phone number (by the host's brand's rule) or an e-mail has an account",
      body: IdentifierCheckBody,
      responses: { 200: IdentifierCheckResponse },
    },
    handler: async ({ body }, request) => {
      const identifier = body.identifier.trim();
      const rule = visitPhoneRule(requestVisit(app, request));
      const phone = identifier.includes('@') ? null : rule.number(identifier);
      let user;
      if (identifier.includes('@')) user = await accounts.findByActiveEmail(identifier);
      else if (phone) user = await accounts.findByPhone(phone);
      else throw badRequest(rule.invalidIdentifier);
      return { status: user ? ('registered' as const) : ('not_registered' as const) };
    },
  });
}
