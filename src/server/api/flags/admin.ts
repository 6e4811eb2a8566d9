import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { debugPage, debugPageContent, debugPagesTag, debugStylesheetRoute } from '../../debug-page';
import { describeConstraint, type PreparedFlag } from '../../engines/flags';
import { html } from '../../html';
import { notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import type { FlagChange, FlagStore } from './store';

const ToggleParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
const ToggleBody = z.object({ enabled: z.enum(['true', 'false'], 'enabled must be true or false') });

/**
 * `GET /admin`: every flag with its segments, constraints, distributions and variants, and a form
 * per flag that turns it on or off (`POST /admin/flags/:id`, then back to the list), and the latest
 * changes with who made them. Registered only outside production, behind the private pages' guard
 * (admin token or this machine; writes from the page's own origin).
 */
export const flagsAdmin: FastifyPluginAsync<{ store: FlagStore }> = async (app, { store }) => {
  const route = apiRoutes(app, debugPagesTag);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  debugStylesheetRoute(app, '/admin.css');

  route({
    method: 'GET',
    url: '/admin',
    contract: { summary: 'Feature flags: segments, variants, and a button per flag to turn it on or off', responses: { 200: debugPageContent } },
    handler: async (_input, _request, reply) => {
      const changes = await store.changes(50);
      const body = html`<h1>Feature flags</h1>
<table>
<thead><tr><th>flag</th><th>state</th><th>segments (in rank order)</th><th>variants</th></tr></thead>
<tbody>${store.list().map(flagRow)}</tbody>
</table>
<h2>Latest changes</h2>
<table id="flag-changes">
<thead><tr><th>when</th><th>flag</th><th>before → after</th><th>who</th></tr></thead>
<tbody>${changes.length ? changes.map(changeRow) : html`<tr><td colspan="4" class="muted">No changes yet</td></tr>`}</tbody>
</table>`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(debugPage({ title: 'Feature flags', stylesheet: '/api/flags/admin.css', body }));
    },
  });

  route({
    method: 'POST',
    url: '/admin/flags/:id',
    contract: {
      summary: 'Turn a flag on or off (the admin page form)',
      params: ToggleParams,
      body: ToggleBody,
      bodyTypes: ['application/x-www-form-urlencoded'],
      responses: { 303: { description: 'Back to the admin page' } },
    },
    handler: async ({ params: { id }, body: { enabled } }, request, reply) => {
      // The guard let the request in, so it knows who this is.
      const visitor = request.privateVisitor!;
      const flag = await store.setEnabled(id, enabled === 'true', { actor: visitor.via, address: visitor.address });
      if (!flag) throw notFound(`Flag ${id} not found`);
      request.log.info({ flag: flag.definition.key, enabled: flag.definition.enabled, snapshot: flag.snapshotId, by: visitor.via }, 'flag toggled');
      return reply.redirect('/api/flags/admin', 303);
    },
  });
};
const stateText = ({ enabled }: { enabled: boolean }) => (enabled ? 'enabled' : 'disabled');

function changeRow(change: FlagChange) {
  return html`<tr>
<td>${change.changedAt.toISOString()}</td>
<td><code>${change.flagKey}</code> <span class="muted">#${change.flagId}</span></td>
<td>${stateText(change.before)} → ${stateText(change.after)}</td>
<td>${change.actor === 'local' ? 'this machine' : 'admin token'} <span class="muted">${change.address}</span></td>
</tr>`;
}

function flagRow(flag: PreparedFlag) {
  const { id, key, description, enabled, tags } = flag.definition;
  return html`<tr id="flag-${id}">
<td><strong><code>${key}</code></strong><div class="muted">#${id} · snapshot ${flag.snapshotId}${tags.length ? ` · ${tags.join(', ')}` : ''}</div><div>${description}</div></td>
<td><span class="${enabled ? 'on' : 'off'}">${enabled ? 'enabled' : 'disabled'}</span>
<form method="post" action="/api/flags/admin/flags/${id}"><input type="hidden" name="enabled" value="${enabled ? 'false' : 'true'}"><button type="submit" class="${enabled ? 'secondary' : ''}">${enabled ? 'Disable' : 'Enable'}</button></form></td>
<td><ul>${flag.definition.segments
    .toSorted((a, b) => a.rank - b.rank || a.id - b.id)
    .map(
      (segment) =>
        html`<li>#${segment.id} ${segment.description} · rollout ${segment.rolloutPercent}%<br><span class="muted">${
          segment.constraints.map(describeConstraint).join(' and ') || 'everyone'
        } → ${segment.distributions.map((d) => `${d.variantKey} ${d.percent}%`).join(', ') || 'no distribution'}</span></li>`,
    )}</ul></td>
<td><ul>${flag.definition.variants.map(
    (variant) =>
      html`<li><code>${variant.key}</code> #${variant.id}${
        variant.attachment === undefined ? '' : html`<details><summary>attachment</summary><pre>${JSON.stringify(variant.attachment, null, 2)}</pre></details>`
      }</li>`,
  )}</ul></td>
</tr>`;
}
