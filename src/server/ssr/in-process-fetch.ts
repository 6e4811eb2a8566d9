import type { FastifyInstance } from 'fastify';
import { inProcessOrigin } from '../../platform/request';
import { inProcessHeader, inProcessToken } from '../in-process';

const bodiless = new Set([204, 205, 304]);

/**
 * The page render's `fetch`: a request to the app's own hosts is answered by the app's routes
 * in-process (`app.inject`: the same validation, handlers and error shapes, no socket), as the
 * visitor's host asked; a host a deployment moved elsewhere is fetched over the network.
 */
export function inProcessFetch(app: FastifyInstance, visitorHost: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.origin !== inProcessOrigin) return fetch(request);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: visitorHost, [inProcessHeader]: inProcessToken },
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    return new Response(bodiless.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
