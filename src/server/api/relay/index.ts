import fp from 'fastify-plugin';
import { scheduleRetention } from '../../retention';
import { registerDebugPages } from '../../debug-page';
import { parseDsn } from './dsn';
import { errorsPage } from './errors-page';
import { relayRoutes } from './routes';
import { ReportStore } from './store';

export interface RelayApiOptions {
  /** How long forwarding to Sentry may take before the envelope is kept here instead. */
  forwardTimeoutMs?: number;
}

/**
 * Error relay (`/api/relay`), the browser SDK's `tunnel`: `POST /envelope` takes a raw Sentry
 * envelope. With `SENTRY_DSN` set it is forwarded to that project's ingest endpoint (envelopes
 * naming another project are refused), and kept here only when Sentry cannot be reached; without
 * it every envelope is stored. Malformed envelopes answer 400. Outside production `GET /errors`
 * lists what was stored.
 */
export const relayApi = fp<RelayApiOptions>(
  async (app, options) => {
    const reports = new ReportStore(app.database.db);
    app.addHook('onClose', () => reports.flush());
    scheduleRetention(app, 'error_reports', app.config.errorsRetention);
    relayRoutes(app, {
      reports,
      target: app.config.sentryDsn ? parseDsn(app.config.sentryDsn) : undefined,
      forwardTimeoutMs: options.forwardTimeoutMs ?? 5000,
    });
    await registerDebugPages(app, errorsPage, { reports });
  },
  { name: 'relay-api', dependencies: ['config', 'database', 'security', 'errors'], encapsulate: true },
);
