import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesAreSecure, type AppConfig } from './config';
import { HttpError } from './http-errors';

/**
 * Who may see the private pages (debug pages, flags admin, `/a/events`, the relay's list, API
 * docs): the one place that decides. They are not registered in production at all; elsewhere a
 * request is let in when it carries the admin token, or when it comes from this machine (a
 * loopback peer that no untrusted proxy stands in front of) and asks by a local host name, so a
 * page of another site that rebinds its own name to 127.0.0.1 still gets nothing. Anything else
 * gets the 404 of a route that does not exist.
 */

/** The header a script or tool sends the admin token in. */
export const adminTokenHeader = 'x-admin-token';
/** The cookie a `?token=` visit sets, so the browser carries the token from page to page. */
export const adminTokenCookie = 'admin_token';

export type PrivateVisitor = { via: 'token-header' | 'token-cookie' | 'local'; address: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on private pages once access was granted: how, and the client's address. */
    privateVisitor: PrivateVisitor | null;
  }
}

const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** A loopback address: 127.0.0.0/8, `::1`, or either written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * A name only this machine answers to: `localhost`, `*.localhost` (browsers resolve these to
 * loopback themselves) or a loopback address literal. Not `127.attacker.example` nor `*.local`.
 */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * Whether the client is on this machine. `request.ip` is already the client after the trust
 * boundary (`TRUST_PROXY`); a loopback peer that sends forwarding headers without being a trusted
 * proxy is a proxy of its own (say, nginx on the same machine not named in `TRUST_PROXY`), whose
 * clients are not local.
 */
function isLocalClient(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.ip)) return false;
  const forwarded = forwardingHeaders.some((name) => request.headers[name] !== undefined);
  const resolvedThroughTrustedProxy = (request.ips?.length ?? 1) > 1;
  return !forwarded || resolvedThroughTrustedProxy;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const tokenMatches = (candidate: unknown, token: string) =>
  typeof candidate === 'string' && candidate.length > 0 && timingSafeEqual(digest(candidate), digest(token));

/** How the request may see private pages, or null. */
export function privateVisitorOf(request: FastifyRequest, token: string | null): PrivateVisitor | null {
  const address = request.ip;
  if (token && tokenMatches(request.headers[adminTokenHeader], token)) return { via: 'token-header', address };
  if (token && tokenMatches(request.cookies[adminTokenCookie], token)) return { via: 'token-cookie', address };
  if (isLocalClient(request) && isLocalHostName(request.hostname)) return { via: 'local', address };
  return null;
}

/**
 * Whether a write comes from the private pages themselves and not from another site (CSRF):
 * `Sec-Fetch-Site`, when sent, says same-origin; `Origin`, when sent, is this host. A request
 * carrying neither is let through only with the token in its header, which no other site can make
 * a browser send; the cookie and the local address are ambient and need the browser's word.
 */
export function isSameOriginWrite(request: FastifyRequest, visitor: PrivateVisitor): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  // `Origin: null` is what a browser sends for a form post from a page whose referrer policy is
  // no-referrer (helmet's, so our own pages): it names no origin, and Sec-Fetch-Site must decide.
  const origin = request.headers.origin === 'null' ? undefined : request.headers.origin;
  if (origin !== undefined) {
    try {
      // Through URL both sides, so a default port written or left out compares equal.
      if (new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host) return false;
    } catch {
      return false;
    }
  }
  return site !== undefined || origin !== undefined || visitor.via === 'token-header';
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The `onRequest` hook of every private page. A valid `?token=` on a GET sets the token cookie
 * and sends the browser to the same address without it, so the token leaves the address bar.
 */
export function privatePagesGuard(config: AppConfig, token: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://local');
    const offered = url.searchParams.get('token');
    if (token && offered !== null && request.method === 'GET' && tokenMatches(offered, token)) {
      url.searchParams.delete('token');
      return reply
        .setCookie(adminTokenCookie, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: cookiesAreSecure(config) })
        .header('cache-control', 'no-store')
        .redirect(`${url.pathname}${url.search}`, 303);
    }
    const visitor = privateVisitorOf(request, token);
    if (!visitor) {
      await reply.callNotFound();
      return reply;
    }
    if (!readMethods.has(request.method) && !isSameOriginWrite(request, visitor)) {
      throw new HttpError(403, 'Private pages can be changed only from the pages themselves');
    }
    request.privateVisitor = visitor;
  };
}
