import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { eventTypes } from '../../../contracts/analytics';
import { debugPage, debugPageContent, debugPagesTag, debugStylesheetRoute } from '../../debug-page';
import { html } from '../../html';
import { apiRoutes } from '../route';
import type { EventStore, StoredEvent } from './store';

const EventsQuery = z.object({
  e: z.optional(z.enum(eventTypes)),
  format: z.optional(z.enum(['html', 'json'])),
});

/**
 * `GET /a/events`: the latest 100 events the collector stored, newest first, with their fields,
 * decoded self-describing event and contexts; `?e=pv` keeps one event type, `?format=json` gives
 * the rows as JSON (for end-to-end tests). Registered only outside production.
 */
export const eventsPage: FastifyPluginAsync<{ events: EventStore }> = async (app, { events }) => {
  debugStylesheetRoute(app, '/a/events.css');

  apiRoutes(app, debugPagesTag)({
    method: 'GET',
    url: '/a/events',
    contract: {
      summary: 'The latest 100 analytics events',
      description: '`?e=pv` keeps one event type; `?format=json` answers `{ events }` with the stored rows instead of the page.',
      query: EventsQuery,
      responses: { 200: debugPageContent },
    },
    handler: async ({ query }, _request, reply) => {
      const rows = await events.latest(100, query.e);
      reply.header('cache-control', 'no-store');
      if (query.format === 'json') return reply.send({ events: rows });
      const body = html`<h1>Analytics events <span class="muted">latest ${rows.length}</span></h1>
<table>
<thead><tr><th>received</th><th>event</th><th>app · tracker</th><th>page</th><th>self-describing event</th><th>contexts</th><th>fields</th></tr></thead>
<tbody>${rows.map(eventRow)}</tbody>
</table>`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(debugPage({ title: 'Analytics events', stylesheet: '/a/events.css', body }));
    },
  });
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

function eventRow(row: StoredEvent) {
  const raw = row.raw;
  const contexts = (row.contexts as { schema: string; data: unknown }[] | null) ?? [];
  return html`<tr id="event-${row.id}">
<td>${row.receivedAt.toISOString()}<div class="muted">${row.method}${raw.eid ? ` · ${raw.eid}` : ''}</div></td>
<td><code>${row.e}</code>${raw.se_ca ? html`<div>${raw.se_ca} / ${raw.se_ac}${raw.se_la ? ` / ${raw.se_la}` : ''}</div>` : ''}</td>
<td>${row.aid ?? ''}<div class="muted">${row.tna ?? ''} ${raw.tv ?? ''}</div></td>
<td>${row.url ?? ''}${raw.page ? html`<div class="muted">${raw.page}</div>` : ''}</td>
<td>${row.eventSchema ? html`<code>${row.eventSchema}</code><pre>${json((row.unstruct as { data?: unknown } | null)?.data)}</pre>` : ''}</td>
<td>${contexts.map((context) => html`<details><summary><code>${context.schema}</code></summary><pre>${json(context.data)}</pre></details>`)}</td>
<td><details><summary>${Object.keys(raw).length} fields</summary><pre>${json(raw)}</pre></details></td>
</tr>`;
}
