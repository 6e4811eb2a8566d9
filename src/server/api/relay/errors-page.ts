import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { errorReports } from '../../db/schema';
import { debugPage, debugStylesheetRoute, html } from '../../debug-page';
import { parseInput } from '../../http-errors';

const ErrorsQuery = z.object({ format: z.optional(z.enum(['html', 'json'])) });

type ReportRow = typeof errorReports.$inferSelect;

/**
 * `GET /errors`: the latest 100 envelopes the relay stored, newest first, with their summary and
 * the whole envelope (breadcrumbs, request URL and all); `?format=json` gives the rows as JSON (for
 * end-to-end tests). Registered only where debug pages are on.
 */
export const errorsPage: FastifyPluginAsync = async (app) => {
  debugStylesheetRoute(app, '/errors.css');

  app.get('/errors', async (request, reply) => {
    const query = parseInput(ErrorsQuery, request.query ?? {});
    const rows = await app.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(100);
    reply.header('cache-control', 'no-store');
    if (query.format === 'json') return { errors: rows };
    const body = html`<h1>Error reports <span class="muted">latest ${rows.length}</span></h1>
<table>
<thead><tr><th>received</th><th>event</th><th>level</th><th>summary</th><th>breadcrumbs</th><th>envelope</th></tr></thead>
<tbody>${rows.map(reportRow)}</tbody>
</table>`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(debugPage({ title: 'Error reports', stylesheet: '/api/relay/errors.css', body }));
  });
};

function reportRow(row: ReportRow) {
  return html`<tr id="report-${row.id}">
<td>${row.receivedAt.toISOString()}${row.forwardError ? html`<div class="off">not forwarded: ${row.forwardError}</div>` : ''}</td>
<td><code>${row.eventId ?? ''}</code><div class="muted">${row.type}</div></td>
<td>${row.level ?? ''}</td>
<td>${row.summary ?? ''}</td>
<td>${row.breadcrumbs}</td>
<td><details><summary>JSON</summary><pre>${JSON.stringify(row.raw, null, 2)}</pre></details></td>
</tr>`;
}
