import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieWrite } from '../../platform/cookies';
import { cookiesAreSecure } from '../config';
import { anonymousIdCookie, anonymousIdMaxAge, isAnonymousId } from '../../platform/cookies';

/** The request's anonymous id (`auid`), or a new one with the cookie that issues it. */
export function anonymousIdOf(cookies: Record<string, string | undefined>, issue: () => string = randomUUID): { id: string; write: CookieWrite | null } {
  const current = cookies[anonymousIdCookie];
  if (isAnonymousId(current)) return { id: current, write: null };
  const id = issue();
  // Readable by page scripts: the client needs the id (flags' entityID, analytics), and it is an
  // identifier, not a credential (SECURITY.md).
  return { id, write: { name: anonymousIdCookie, value: id, maxAge: anonymousIdMaxAge } };
}

/**
 * Turns a cookie write of the app into a `Set-Cookie` of the response: path `/`, SameSite Lax,
 * `Secure` as configured (`COOKIE_SECURE`, production by default), never from a request header.
 */
export function setCookie(request: FastifyRequest, reply: FastifyReply, { name, value, maxAge, httpOnly = false }: CookieWrite) {
  const secure = cookiesAreSecure(request.server.config);
  if (maxAge === 0) {
    reply.clearCookie(name, { path: '/', sameSite: 'lax', secure });
    return;
  }
  reply.setCookie(name, value, { path: '/', sameSite: 'lax', secure, httpOnly, ...(maxAge === undefined ? {} : { maxAge }) });
}
