import type { FastifyRequest } from 'fastify';
import { NOT_AUTHORIZED } from '../../contracts/user';
import { HttpError } from '../http-errors';
import { bearerToken, jwtLifetimeSeconds, type UserClaims, type UserTokens } from './jwt';

/** Where sessions are kept (the user module's store). */
export interface SessionStore {
  createSession(userId: string, method: string, expiresAt: Date): Promise<string>;
  sessionValid(sessionId: string, userId: string, now: Date): Promise<boolean>;
}

/** 401 `User is not authorized`, the answer to every private call without a valid JWT (spec §8). */
export const notAuthorized = () => new HttpError(401, NOT_AUTHORIZED, 'not_authorized');

/**
 * Logins as JWTs: a login opens a session and gets a token naming it; a request is let in when its
 * bearer token verifies (HS256 only, issuer, audience, expiry) and its session still exists for
 * the same user, so logout and account deletion end a token before it expires.
 */
export class Sessions {
  constructor(
    private readonly tokens: UserTokens,
    private readonly store: SessionStore,
    private readonly now: () => number = Date.now,
  ) {}

  async open(userId: string, method: string): Promise<string> {
    const sessionId = await this.store.createSession(userId, method, new Date(this.now() + jwtLifetimeSeconds * 1000));
    return this.tokens.sign({ userId, sessionId });
  }

  /** The claims of the request's valid token, or a 401. */
  async require(request: FastifyRequest): Promise<UserClaims> {
    const claims = await this.tokens.verify(bearerToken(request.headers.authorization));
    if (!claims || !(await this.store.sessionValid(claims.sessionId, claims.userId, new Date(this.now())))) throw notAuthorized();
    return claims;
  }
}
