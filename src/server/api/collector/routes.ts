import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BatchRefusals, PayloadBatch, SnowplowEvent } from '../../../contracts/analytics';
import { storable } from '../../batch-writer';
import { allowOwnOrigin, preflightRoute } from '../../cors';
import { ByteQuota } from '../../byte-quota';
import { badRequest } from '../../http-errors';
import { illFormedReason, illFormedTextAt, JsonInputError, parseJsonInput } from '../../json-input';
import { apiRoutes } from '../route';
import { decodeEvent, DecodeError } from './decode';
import type { EventRow, EventStore } from './store';

/** A transparent 1×1 GIF, the answer to the GET pixel. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const collectorTag = 'Analytics collector';

/** Largest batch body; the tracker sends at most 40,000 bytes (spec §9), an oversized event alone. */
export const batchBodyLimit = 1024 * 1024;
/** Largest single event, as JSON: above it the event is refused alone, in the tracker's words (spec §8). */
export const maxEventBytes = 128 * 1024;

/** A refusal as the batch's answer names it: `data.3.eid must be a UUID`, `data.0: Event (…) too big`. */
const inBatch = (index: number, reason: string) => (/^[a-z_]/.test(reason) ? `data.${index}.${reason}` : `data.${index}: ${reason}`);

/** Why one event cannot be stored, or its row. */
type Checked = { row: EventRow } | { reason: string; eid?: string; bytes: number };

/** Validates, decodes and checks one event; never throws for anything the event holds. */
function checkEvent(input: unknown, method: 'POST' | 'GET', receivedAt: Date): Checked {
  const bytes = Buffer.byteLength(JSON.stringify(input) ?? '');
  const eid = typeof (input as { eid?: unknown } | null)?.eid === 'string' ? (input as { eid: string }).eid.slice(0, 36) : undefined;
  if (bytes > maxEventBytes) return { reason: `Event (${bytes}B) too big, max is ${maxEventBytes}`, eid, bytes };
  const parsed = SnowplowEvent.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    return { reason: field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message, eid, bytes };
  }
  const event = parsed.data;
  let decoded;
  try {
    decoded = decodeEvent(event);
  } catch (error) {
    if (error instanceof DecodeError) return { reason: error.message, eid, bytes };
    throw error;
  }
  const row: EventRow = {
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
  };
  // Text that is not well-formed is refused, not repaired: the event would not say what was sent.
  const illFormed = illFormedTextAt({ ...event, ue: decoded.unstruct, contexts: decoded.contexts });
  if (illFormed) return { reason: illFormedReason(illFormed), eid, bytes };
  return { row: storable(row) };
}

export function collectorRoutes(app: FastifyInstance, events: EventStore, now: () => number): void {
  const route = apiRoutes(app, collectorTag);
  const config = { rateLimit: { max: app.config.collectorRateLimit, timeWindow: '1 minute' } };
  const quota = new ByteQuota(app.config.collectorMegabytesPerMinute * 1024 * 1024);

  // Beacons and some trackers send the JSON as text/plain to skip the preflight.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: batchBodyLimit }, (_request, body, done) => {
    try {
      done(null, parseJsonInput(body as string, 'Body'));
    } catch (error) {
      done(error instanceof JsonInputError ? badRequest(error.message) : (error as Error), undefined);
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
    bodyLimit: batchBodyLimit,
    contract: {
      summary: 'A batch of tracker events (Snowplow payload data)',
      description:
        'Every event (a `SnowplowEvent`, at most `maxEventBytes` as JSON) is validated, decoded and stored before the answer. A bad event is refused alone: the others are stored and the answer is 207 naming each refused event and why; a batch with no good event is a 400.',
      body: PayloadBatch,
      bodyTypes: ['application/json', 'text/plain'],
      responses: { 200: { contentType: 'text/plain', description: '`ok`: every event is stored' }, 207: BatchRefusals },
    },
    handler: async ({ body: payload }, request, reply) => {
      collectorHeaders(request, reply);
      quota.take(request, reply, Number(request.headers['content-length']) || Buffer.byteLength(JSON.stringify(payload)));
      const receivedAt = new Date(now());
      const rows: EventRow[] = [];
      const refused: BatchRefusals['refused'] = [];
      payload.data.forEach((input, index) => {
        const checked = checkEvent(input, 'POST', receivedAt);
        if ('row' in checked) return void rows.push(checked.row);
        refused.push({ index, reason: checked.reason });
        // Ids, sizes and reasons only: the event itself may hold personal data.
        request.log.info({ index, eid: checked.eid, bytes: checked.bytes, reason: checked.reason }, 'analytics event refused');
      });
      if (!rows.length) {
        const more = refused.length > 1 ? ` (and ${refused.length - 1} more)` : '';
        throw badRequest(`${inBatch(refused[0]!.index, refused[0]!.reason)}${more}`);
      }
      await events.write(rows);
      if (refused.length) return reply.status(207).send({ stored: rows.length, refused });
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
      quota.take(request, reply, request.url.length);
      const checked = checkEvent(event, 'GET', new Date(now()));
      if (!('row' in checked)) {
        request.log.info({ eid: checked.eid, bytes: checked.bytes, reason: checked.reason }, 'analytics event refused');
        throw badRequest(checked.reason);
      }
      await events.write([checked.row]);
      return reply.header('content-type', 'image/gif').send(pixel);
    },
  });
}
