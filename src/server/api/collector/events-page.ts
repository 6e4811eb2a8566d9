import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { eventTypes } from '../../../contracts/analytics';
import { latestRowsPage } from '../../debug-page';
import { html } from '../../html';
import type { EventStore, StoredEvent } from './store';

/**
 * `GET /a/events`: the events the collector stored, newest first and a page at a time, with their fields,
 * decoded self-describing event and contexts; `?e=pv` keeps one event type. Registered only
 * outside production.
 */
export const eventsPage: FastifyPluginAsync<{ events: EventStore }> = async (app, { events }) => {
  latestRowsPage(app, {
    url: '/a/events',
    title: 'Analytics events',
    stylesheet: '/a/events.css',
    summary: 'Analytics events, newest first, a page at a time (`?e=pv` keeps one event type)',
    jsonKey: 'events',
    filters: { e: z.optional(z.enum(eventTypes)) },
    columns: ['received', 'event', 'app · tracker', 'page', 'self-describing event', 'contexts', 'fields'],
    load: ({ e }, window) => events.page(window, e),
    row: eventRow,
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
