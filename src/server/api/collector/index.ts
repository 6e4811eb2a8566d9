import fp from 'fastify-plugin';
import { scheduleRetention } from '../../retention';
import { registerDebugPages } from '../../debug-page';
import { eventsPage } from './events-page';
import { collectorRoutes } from './routes';
import { EventStore } from './store';

export interface CollectorApiOptions {
  /** Epoch milliseconds; tests pass their own clock. */
  now?: () => number;
}

/**
 * Analytics collector (host root, spec §7 and docs/architecture.md §1), speaking the Snowplow tracker
 * protocol: `POST /a/j` takes a payload-data batch, `GET /i` one event in the query string. Every
 * event is validated, decoded (self-describing event and contexts) and stored before the answer,
 * so a 200 means the event is kept. Outside production `GET /a/events` shows the latest events.
 */
export const collectorApi = fp<CollectorApiOptions>(
  async (app, options) => {
    const events = new EventStore(app.database.db);
    app.addHook('onClose', () => events.flush());
    scheduleRetention(app, 'analytics_events', app.config.eventsRetention);
    collectorRoutes(app, events, options.now ?? app.now);
    await registerDebugPages(app, eventsPage, { events });
  },
  { name: 'collector-api', dependencies: ['config', 'clock', 'database', 'security', 'errors'], encapsulate: true },
);
