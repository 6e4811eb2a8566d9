import type { FastifyInstance } from 'fastify';
import { inProcessOrigin } from '../../platform/request';
import { inProcessHeader, inProcessToken } from '../in-process';
import { SharedCache } from './shared-cache';

const bodiless = new Set([204, 205, 304]);

interface Answer {
  status: number;
  headers: [string, string][];
  body: Uint8Array | null;
}

const toResponse = ({ status, headers, body }: Answer) => new Response(body === null ? null : body.slice(), { status, headers });

/**
 * The page render's `fetch`: a request to the app's own hosts is answered by the app's routes
 * in-process (`app.inject`: the same validation, handlers and error shapes, no socket), as the
 * visitor's host asked; a host a deployment moved elsewhere is fetched over the network. Answers
 * a route marks `public, max-age` (place lookups) are kept as a shared cache would keep them.
 */
export function inProcessFetch(app: FastifyInstance, visitorHost: string, cache: SharedCache<Answer> = sharedCache): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.origin !== inProcessOrigin) return fetch(request);
    const key = request.method === 'GET' ? `${visitorHost} ${url.pathname}${url.search} ${request.headers.get('accept') ?? ''}` : null;
    const kept = key === null ? undefined : cache.get(key);
    if (kept) return toResponse(kept);

    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: visitorHost, [inProcessHeader]: inProcessToken },
      ...(payload ? { payload } : {}),
    });
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.push([name, String(item)]);
    }
    const answer: Answer = { status: reply.statusCode, headers, body: bodiless.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload) };
    if (key !== null && reply.statusCode === 200) cache.keep(key, answer, reply.headers['cache-control'], reply.headers.vary);
    return toResponse(answer);
  };
}

const sharedCache = new SharedCache<Answer>(1000);
