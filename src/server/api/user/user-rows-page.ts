import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { INVALID_PHONE } from '../../../contracts/user';
import { isRussianPhone, phoneDigits } from '../../../platform/phone/russian';
import { apiRoutes } from '../route';
import { debugPage, debugPagesTag, debugStylesheetRoute } from '../../debug-page';
import { html } from '../../html';
import { userRowCounts } from './stores/row-counts';

export const userRowsPath = '/api/v2/user-rows';

const query = z.object({
  user: z.uuid('user must be a user id'),
  phone: z.optional(z.string().check(z.maxLength(32, INVALID_PHONE), z.refine(isRussianPhone, INVALID_PHONE))),
  email: z.optional(z.string().check(z.maxLength(254, 'email is too long'))),
  format: z.optional(z.enum(['html', 'json'])),
});

/**
 * `GET /api/v2/user-rows?user={id}&phone=79…&email=…`: how many rows every table of the user
 * service holds for one person, by id and, where a table knows only those, by phone and e-mail. What deleting
 * an account must bring to zero, readable after the fact; outside production only, behind the
 * private pages' guard.
 */
export const userRowsPage: FastifyPluginAsync = async (app) => {
  debugStylesheetRoute(app, `${userRowsPath}.css`);
  apiRoutes(
    app,
    debugPagesTag,
  )({
    method: 'GET',
    url: userRowsPath,
    contract: {
      summary: "A user's rows per table of the user service",
      description: '`?format=json` answers `{ rows: { [table]: count } }` instead of the page.',
      query,
      responses: { 200: { contentType: 'text/html', description: 'The page, or the counts as JSON' } },
    },
    handler: async ({ query: { user, phone, email, format } }, _request, reply) => {
      const rows = await userRowCounts(app.database.db, user, { phone: phone && phoneDigits(phone), email });
      reply.header('cache-control', 'no-store');
      if (format === 'json') return reply.send({ rows });
      const title = 'Rows of one user';
      const body = html`<h1>${title}</h1>
<p class="muted"><code>${user}</code>${phone ? html` · <code>${phone}</code>` : ''}${email ? html` · <code>${email}</code>` : ''}</p>
<table>
<thead><tr><th>table</th><th>rows</th></tr></thead>
<tbody>${Object.entries(rows).map(([table, count]) => html`<tr><td><code>${table}</code></td><td>${count}</td></tr>`)}</tbody>
</table>`;
      return reply.header('content-type', 'text/html; charset=utf-8').send(debugPage({ title, stylesheet: `${userRowsPath}.css`, body }));
    },
  });
};
