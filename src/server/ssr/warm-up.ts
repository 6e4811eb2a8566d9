import type { FastifyInstance } from 'fastify';
import { inProcessHeader, inProcessToken } from '../in-process';

/**
 * Pages rendered once before the server listens. A first render loads and compiles the render's
 * code (React's server renderer, the app's modules, the messages of a language): 200–1,100 ms of
 * the event loop on a busy machine, which the first visitors, and every request beside theirs
 * (/healthz included), would otherwise wait for. The main page of each brand and the not-found page
 * share most of what any page loads.
 */
const visits = [
  { host: 'localhost', url: '/' },
  { host: 'wa.localhost', url: '/' },
  { host: 'localhost', url: '/.well-known/not-a-page' },
];

/** Renders the pages above through the app's own routes; what they answer does not matter. */
export async function warmUpPages(app: FastifyInstance): Promise<void> {
  for (const { host, url } of visits) {
    // Made by the server itself, like the render's own requests: no rate limit counts it.
    await app.inject({ method: 'GET', url, headers: { host, [inProcessHeader]: inProcessToken } });
  }
}
