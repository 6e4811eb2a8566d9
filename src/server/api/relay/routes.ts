import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { RelayResponse } from '../../../contracts/relay';
import { allowOwnOrigin, preflightRoute } from '../../cors';
import { ByteQuota } from '../../byte-quota';
import { HttpError, badRequest } from '../../http-errors';
import { apiRoutes } from '../route';
import { envelopeEndpoint, parseDsn, sameProject, type Dsn } from './dsn';
import { EnvelopeError, parseEnvelope, type Envelope } from './envelope';
import type { ReportStore } from './store';

/** Sentry's answers the SDK reads to back off; passed through to the browser. */
const upstreamHeaders = ['x-sentry-rate-limits', 'retry-after', 'content-type'];
export const envelopeBodyLimit = 5 * 1024 * 1024;
const tag = 'Error relay';

export interface RelayRoutesContext {
  reports: ReportStore;
  /** The Sentry project envelopes are forwarded to; kept here when unset. */
  target: Dsn | undefined;
  forwardTimeoutMs: number;
}

function readEnvelope(body: unknown): Envelope {
  try {
    return parseEnvelope(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  } catch (error) {
    if (error instanceof EnvelopeError) throw badRequest(error.message);
    throw error;
  }
}

export function relayRoutes(app: FastifyInstance, { reports, target, forwardTimeoutMs }: RelayRoutesContext): void {
  // The SDK posts the envelope as text/plain (no preflight); the body is read as bytes whatever the type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: envelopeBodyLimit }, (_request, body, done) => done(null, body));

  async function forward(to: Dsn, body: Buffer, clientIp: string, reply: FastifyReply): Promise<FastifyReply> {
    const response = await fetch(envelopeEndpoint(to), {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-forwarded-for': clientIp },
      signal: AbortSignal.timeout(forwardTimeoutMs),
    });
    for (const name of upstreamHeaders) {
      const value = response.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.status(response.status).send(Buffer.from(await response.arrayBuffer()));
  }

  const quota = new ByteQuota(app.config.relayMegabytesPerMinute * 1024 * 1024);
  preflightRoute(app, tag, '/envelope', ['POST']);
  apiRoutes(
    app,
    tag,
  )({
    method: 'POST',
    url: '/envelope',
    bodyLimit: envelopeBodyLimit,
    config: { rateLimit: { max: app.config.relayRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: "A Sentry envelope from the browser SDK's tunnel",
      description:
        "With `SENTRY_DSN` set the envelope is forwarded to that project and Sentry's answer passed through (kept here only when Sentry cannot be reached); without it the envelope is stored.",
      body: { description: 'The raw envelope: a JSON header line, then items, each a JSON item header line and a payload' },
      bodyTypes: ['application/x-sentry-envelope', 'text/plain'],
      responses: { 200: RelayResponse, 403: ApiError },
    },
    handler: async ({ body }, request, reply) => {
      allowOwnOrigin(app, request, reply);
      quota.take(request, reply, Buffer.isBuffer(body) ? body.length : 0);
      const envelope = readEnvelope(body);
      const refused = envelope.items.flatMap((item, index) => (item.refused ? [{ item: index + 1, reason: item.refused }] : []));
      for (const [index, item] of envelope.items.entries()) {
        // Ids, sizes and reasons only: the payload may hold personal data.
        if (item.refused)
          request.log.info({ item: index + 1, type: item.header.type, bytes: item.payload.length, reason: item.refused }, 'envelope item refused');
      }
      if (refused.length === envelope.items.length) throw badRequest(refused[0]!.reason);
      const answer = (id: string | undefined) => ({ id, ...(refused.length ? { refused } : {}) });
      const dsn = envelope.header.dsn === undefined ? undefined : parseDsn(envelope.header.dsn);
      if (envelope.header.dsn !== undefined && !dsn) throw badRequest('Envelope header dsn is not a Sentry DSN');
      if (!target) return reply.status(200).send(answer(await reports.keep(envelope)));

      if (dsn && !sameProject(dsn, target)) throw new HttpError(403, "Envelope DSN does not match the relay's project");
      try {
        return await forward(target, body as Buffer, request.ip, reply);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        request.log.warn({ err: error }, 'forwarding to Sentry failed; envelope kept');
        return reply.status(200).send(answer(await reports.keep(envelope, reason)));
      }
    },
  });
}
