import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieWrite } from '../../platform/cookies';
import { anonymousIdCookie, anonymousIdMaxAge, isAnonymousId } from '../../platform/cookies';

/** The request's anonymous id (`auid`), or a new one with the cookie that issues it. */
export function anonymousIdOf(cookies: Record<string, string | undefined>, issue: () => string = randomUUID): { id: string; write: CookieWrite | null } {
  const current = cookies[anonymousIdCookie];
  if (isAnonymousId(current)) return { id: current, write: null };
  const id = issue();
  return { id, write: { name: anonymousIdCookie, value: id, maxAge: anonymousIdMaxAge, httpOnly: true } };
}

/** Turns a cookie write of the app into a `Set-Cookie` of the response: path `/`, SameSite Lax, Secure on https. */
export function setCookie(request: FastifyRequest, reply: FastifyReply, { name, value, maxAge, httpOnly = false }: CookieWrite) {
  const secure = request.protocol === 'https';
  if (maxAge === 0) {
    reply.clearCookie(name, { path: '/', sameSite: 'lax', secure });
    return;
  }
  reply.setCookie(name, value, { path: '/', sameSite: 'lax', secure, httpOnly, ...(maxAge === undefined ? {} : { maxAge }) });
}
