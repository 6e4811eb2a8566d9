import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PayloadData, SnowplowEvent } from '../../../contracts/analytics';
import { BatchWriter, withoutNul } from '../../batch-writer';
import { allowOwnOrigin, preflightRoute } from '../../cors';
import { analyticsEvents } from '../../db/schema';
import { registerDebugPages } from '../../debug-page';
import { badRequest, parseInput } from '../../http-errors';
import { decodeEvent, DecodeError } from './decode';
import { eventsPage } from './events-page';

type EventRow = typeof analyticsEvents.$inferInsert;

/** A transparent 1×1 GIF, the answer to the GET pixel. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CollectorApiOptions {
  /** Epoch milliseconds; tests pass their own clock. */
  now?: () => number;
}

/**
 * Analytics collector (host root, spec §7 and ARCHITECTURE §1), speaking the Snowplow tracker
 * protocol: `POST /a/j` takes a payload-data batch, `GET /i` one event in the query string. Every
 * event is validated, decoded (self-describing event and contexts) and stored before the answer,
 * so a 200 means the event is kept. Outside production `GET /a/events` shows the latest events.
 */
export const collectorApi: FastifyPluginAsync<CollectorApiOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const writer = new BatchWriter<EventRow>((rows) => app.database.db.insert(analyticsEvents).values(rows));
  app.addHook('onClose', () => writer.flush());

  // Beacons and some trackers send the JSON as text/plain to skip the preflight.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Body is not valid JSON'), undefined);
    }
  });

  const rateLimit = { max: app.config.collectorRateLimit, timeWindow: '1 minute' };

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

  const collectorHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    allowOwnOrigin(app, request, reply);
    // The pixel and the batch answer may be read by our pages on another host.
    reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'no-cache, no-store, must-revalidate');
  };

  preflightRoute(app, '/a/j', ['POST']);
  app.post('/a/j', { config: { rateLimit }, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    collectorHeaders(request, reply);
    const payload = parseInput(PayloadData, request.body ?? {});
    const receivedAt = new Date(now());
    await writer.write(payload.data.map((event, index) => toRow(event, index, 'POST', receivedAt)));
    return reply.header('content-type', 'text/plain; charset=utf-8').send('ok');
  });

  app.get('/i', { config: { rateLimit } }, async (request, reply) => {
    collectorHeaders(request, reply);
    const event = parseInput(SnowplowEvent, request.query ?? {});
    await writer.write([toRow(event, undefined, 'GET', new Date(now()))]);
    return reply.header('content-type', 'image/gif').send(pixel);
  });

  await registerDebugPages(app, eventsPage, {});
};
