import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RelayResponse } from '../../../contracts/relay';
import { BatchWriter, withoutNul } from '../../batch-writer';
import { allowOwnOrigin, preflightRoute } from '../../cors';
import { errorReports } from '../../db/schema';
import { registerDebugPages } from '../../debug-page';
import { HttpError, badRequest } from '../../http-errors';
import { envelopeEndpoint, parseDsn, sameProject } from './dsn';
import { EnvelopeError, envelopeJson, parseEnvelope, summarize, type Envelope } from './envelope';
import { errorsPage } from './errors-page';

type ReportRow = typeof errorReports.$inferInsert;

export interface RelayApiOptions {
  /** How long forwarding to Sentry may take before the envelope is kept here instead. */
  forwardTimeoutMs?: number;
}

/** Sentry's answers the SDK reads to back off; passed through to the browser. */
const upstreamHeaders = ['x-sentry-rate-limits', 'retry-after', 'content-type'];
const bodyLimit = 5 * 1024 * 1024;

/**
 * Error relay (`/api/relay`), the browser SDK's `tunnel`: `POST /envelope` takes a raw Sentry
 * envelope. With `SENTRY_DSN` set it is forwarded to that project's ingest endpoint (envelopes
 * naming another project are refused), and kept here only when Sentry cannot be reached; without
 * it every envelope is stored. Malformed envelopes answer 400. Outside production `GET /errors`
 * lists what was stored.
 */
export const relayApi: FastifyPluginAsync<RelayApiOptions> = async (app, options) => {
  const target = app.config.sentryDsn ? parseDsn(app.config.sentryDsn) : undefined;
  const timeoutMs = options.forwardTimeoutMs ?? 5000;
  const writer = new BatchWriter<ReportRow>((rows) => app.database.db.insert(errorReports).values(rows), 200);
  app.addHook('onClose', () => writer.flush());

  // The SDK posts the envelope as text/plain (no preflight); the body is read as bytes whatever the type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));

  const store = async (envelope: Envelope, forwardError?: string) => {
    const summary = summarize(envelope);
    await writer.write([
      withoutNul({
        eventId: summary.eventId ?? null,
        type: summary.type.slice(0, 255),
        level: summary.level?.slice(0, 16) ?? null,
        summary: summary.summary ?? null,
        breadcrumbs: summary.breadcrumbs,
        raw: envelopeJson(envelope),
        forwardError: forwardError ?? null,
      }),
    ]);
    return summary.eventId;
  };

  async function forward(body: Buffer, clientIp: string, reply: FastifyReply): Promise<void> {
    const response = await fetch(envelopeEndpoint(target!), {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-forwarded-for': clientIp },
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const name of upstreamHeaders) {
      const value = response.headers.get(name);
      if (value) reply.header(name, value);
    }
    reply.status(response.status).send(Buffer.from(await response.arrayBuffer()));
  }

  preflightRoute(app, '/envelope', ['POST']);
  app.post(
    '/envelope',
    { bodyLimit, config: { rateLimit: { max: app.config.relayRateLimit, timeWindow: '1 minute' } } },
    async (request, reply) => {
      allowOwnOrigin(app, request, reply);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let envelope: Envelope;
      try {
        envelope = parseEnvelope(body);
      } catch (error) {
        if (error instanceof EnvelopeError) throw badRequest(error.message);
        throw error;
      }
      const dsn = envelope.header.dsn === undefined ? undefined : parseDsn(envelope.header.dsn);
      if (envelope.header.dsn !== undefined && !dsn) throw badRequest('Envelope header dsn is not a Sentry DSN');

      if (target) {
        if (dsn && !sameProject(dsn, target)) throw new HttpError(403, "Envelope DSN does not match the relay's project");
        try {
          await forward(body, request.ip, reply);
          return reply;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          request.log.warn({ err: error }, 'forwarding to Sentry failed; envelope kept');
          const id = await store(envelope, reason);
          return reply.status(200).send({ id } satisfies RelayResponse);
        }
      }
      const id = await store(envelope);
      return reply.status(200).send({ id } satisfies RelayResponse);
    },
  );

  await registerDebugPages(app, errorsPage, {});
};
