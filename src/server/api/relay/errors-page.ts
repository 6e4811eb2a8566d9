import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { debugPage, debugPageContent, debugPagesTag, debugStylesheetRoute } from '../../debug-page';
import { html } from '../../html';
import { apiRoutes } from '../route';
import type { ReportStore, StoredReport } from './store';

const ErrorsQuery = z.object({ format: z.optional(z.enum(['html', 'json'])) });

/**
 * `GET /errors`: the latest 100 envelopes the relay stored, newest first, with their summary and
 * the whole envelope (breadcrumbs, request URL and all); `?format=json` gives the rows as JSON (for
 * end-to-end tests). Registered only where debug pages are on.
 */
export const errorsPage: FastifyPluginAsync<{ reports: ReportStore }> = async (app, { reports }) => {
  debugStylesheetRoute(app, '/errors.css');

  apiRoutes(app, debugPagesTag)({
    method: 'GET',
    url: '/errors',
    contract: {
      summary: 'The latest 100 envelopes the relay stored',
      description: '`?format=json` answers `{ errors }` with the stored rows instead of the page.',
      query: ErrorsQuery,
      responses: { 200: debugPageContent },
    },
    handler: async ({ query }, _request, reply) => {
      const rows = await reports.latest(100);
      reply.header('cache-control', 'no-store');
      if (query.format === 'json') return reply.send({ errors: rows });
      const body = html`<h1>Error reports <span class="muted">latest ${rows.length}</span></h1>
<table>
<thead><tr><th>received</th><th>event</th><th>level</th><th>summary</th><th>breadcrumbs</th><th>envelope</th></tr></thead>
<tbody>${rows.map(reportRow)}</tbody>
</table>`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(debugPage({ title: 'Error reports', stylesheet: '/api/relay/errors.css', body }));
    },
  });
};

function reportRow(row: StoredReport) {
  return html`<tr id="report-${row.id}">
<td>${row.receivedAt.toISOString()}${row.forwardError ? html`<div class="off">not forwarded: ${row.forwardError}</div>` : ''}</td>
<td><code>${row.eventId ?? ''}</code><div class="muted">${row.type}</div></td>
<td>${row.level ?? ''}</td>
<td>${row.summary ?? ''}</td>
<td>${row.breadcrumbs}</td>
<td><details><summary>JSON</summary><pre>${JSON.stringify(row.raw, null, 2)}</pre></details></td>
</tr>`;
}
