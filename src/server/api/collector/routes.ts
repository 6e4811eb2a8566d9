import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PayloadData, SnowplowEvent } from '../../../contracts/analytics';
import { withoutNul } from '../../batch-writer';
import { allowOwnOrigin, preflightRoute } from '../../cors';
import { badRequest } from '../../http-errors';
import { apiRoutes } from '../route';
import { decodeEvent, DecodeError } from './decode';
import type { EventRow, EventStore } from './store';

/** A transparent 1×1 GIF, the answer to the GET pixel. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const collectorTag = 'Analytics collector';

function toRow(event: SnowplowEvent, index: number | undefined, method: 'POST' | 'GET', receivedAt: Date): EventRow {
  let decoded;
  try {
    decoded = decodeEvent(event);
  } catch (error) {
    if (error instanceof DecodeError) throw badRequest(index === undefined ? error.message : `data.${index}.${error.message}`);
    throw error;
  }
  return withoutNul({
    receivedAt,
    e: event.e,
    aid: event.aid ?? null,
    tna: event.tna ?? null,
    eid: event.eid && uuid.test(event.eid) ? event.eid : null,
    url: event.url ?? null,
    eventSchema: decoded.eventSchema ?? null,
    unstruct: decoded.unstruct ?? null,
    contexts: decoded.contexts ?? null,
    raw: event,
    method,
  });
}

export function collectorRoutes(app: FastifyInstance, events: EventStore, now: () => number): void {
  const route = apiRoutes(app, collectorTag);
  const config = { rateLimit: { max: app.config.collectorRateLimit, timeWindow: '1 minute' } };

  // Beacons and some trackers send the JSON as text/plain to skip the preflight.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Body is not valid JSON'), undefined);
    }
  });

  const collectorHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    allowOwnOrigin(app, request, reply);
    // The pixel and the batch answer may be read by our pages on another host.
    reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'no-cache, no-store, must-revalidate');
  };

  preflightRoute(app, collectorTag, '/a/j', ['POST']);
  route({
    method: 'POST',
    url: '/a/j',
    config,
    bodyLimit: 1024 * 1024,
    contract: {
      summary: 'A batch of tracker events (Snowplow payload data)',
      description: 'Every event is validated, decoded and stored before the answer; one bad event refuses the whole batch.',
      body: PayloadData,
      bodyTypes: ['application/json', 'text/plain'],
      responses: { 200: { contentType: 'text/plain', description: '`ok`: every event is stored' } },
    },
    handler: async ({ body: payload }, request, reply) => {
      collectorHeaders(request, reply);
      const receivedAt = new Date(now());
      await events.write(payload.data.map((event, index) => toRow(event, index, 'POST', receivedAt)));
      return reply.header('content-type', 'text/plain; charset=utf-8').send('ok');
    },
  });

  route({
    method: 'GET',
    url: '/i',
    config,
    contract: {
      summary: 'One tracker event in the query string (the pixel)',
      query: SnowplowEvent,
      responses: { 200: { contentType: 'image/gif', description: 'A transparent 1×1 GIF: the event is stored' } },
    },
    handler: async ({ query: event }, request, reply) => {
      collectorHeaders(request, reply);
      await events.write([toRow(event, undefined, 'GET', new Date(now()))]);
      return reply.header('content-type', 'image/gif').send(pixel);
    },
  });
}
