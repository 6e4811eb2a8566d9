import type { FastifyPluginAsync } from 'fastify';
import { latestRowsPage } from '../../debug-page';
import { html } from '../../html';
import type { ReportStore, StoredReport } from './store';

/**
 * `GET /errors`: the envelopes the relay stored, newest first and a page at a time, with their summary and
 * the whole envelope (breadcrumbs, request URL and all). Registered only where debug pages are on.
 */
export const errorsPage: FastifyPluginAsync<{ reports: ReportStore }> = async (app, { reports }) => {
  latestRowsPage(app, {
    url: '/errors',
    title: 'Error reports',
    stylesheet: '/api/relay/errors.css',
    summary: 'Envelopes the relay stored, newest first, a page at a time',
    jsonKey: 'errors',
    filters: {},
    columns: ['received', 'event', 'level', 'summary', 'breadcrumbs', 'envelope'],
    load: (_filters, window) => reports.page(window),
    row: reportRow,
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
