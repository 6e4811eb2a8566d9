import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import * as z from 'zod/v4-mini';
import { apiRoutes } from './api/route';
import { serverEnvironment } from './config';
import { escapeHtml, html, type Html } from './html';
import { privatePagesGuard } from './private-access';

/**
 * Plain server-rendered pages for looking inside the server outside production (flags admin,
 * collected events, relayed errors), private to this machine and the admin token. No scripts and no inline styles, so the strict CSP holds; each
 * page links a small stylesheet its module serves.
 */

export function debugPage({ title, stylesheet, body }: { title: string; stylesheet: string; body: Html }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<header><strong>Aviasmart · WayAround</strong> <span>${escapeHtml(title)}</span> <em>private: this machine or the admin token; absent in production</em></header>
<main>
${body.text}
</main>
</body>
</html>`;
}

const stylesheet = `
:root { color-scheme: light; --accent: #ff6d00; --ink: #1d2733; --muted: #6b7785; --line: #e3e8ee; --bg: #f5f7fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
header { display: flex; gap: 12px; align-items: baseline; padding: 12px 24px; background: var(--ink); color: #fff; }
header strong { color: var(--accent); }
header em { margin-left: auto; color: #aab4bf; font-style: normal; font-size: 12px; }
main { padding: 16px 24px; }
h1 { font-size: 20px; margin: 0 0 12px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
th, td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
th { font-size: 12px; color: var(--muted); font-weight: 600; background: #fafbfc; }
code, pre { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
pre { margin: 4px 0 0; max-width: 70ch; max-height: 24em; overflow: auto; white-space: pre-wrap; word-break: break-all; }
ul { margin: 0; padding-left: 18px; }
.on { color: #0a7d32; font-weight: 600; } .off { color: #b3261e; font-weight: 600; }
.muted { color: var(--muted); }
button { font: inherit; padding: 4px 12px; border: 0; border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: var(--muted); }
details summary { cursor: pointer; color: var(--muted); }
`;

/** The OpenAPI group of these pages: they are listed, and exist only outside production like the document itself. */
export const debugPagesTag = 'Pages for looking inside';

/** An HTML page of a module, as the OpenAPI document describes it. */
export const debugPageContent = { contentType: 'text/html', description: 'The page' };

/** Serves the pages' stylesheet at `url` (relative to the module's prefix). */
export function debugStylesheetRoute(app: FastifyInstance, url: string): void {
  apiRoutes(app, debugPagesTag)({
    method: 'GET',
    url,
    contract: { summary: 'Stylesheet of the pages for looking inside', responses: { 200: { contentType: 'text/css', description: 'The stylesheet' } } },
    handler: async (_input, _request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  });
}

/**
 * A page of the latest 100 rows a module stored, newest first, one table row each; `?format=json`
 * answers `{ [jsonKey]: rows }` instead (for end-to-end tests). `filters` are more query parameters
 * the rows are loaded with.
 */
export function latestRowsPage<Filters extends Record<string, z.ZodMiniType>, Row>(
  app: FastifyInstance,
  page: {
    url: string;
    title: string;
    /** Its absolute URL, as the page links it; served at `{url}.css` under the module's prefix. */
    stylesheet: string;
    summary: string;
    jsonKey: string;
    filters: Filters;
    columns: string[];
    load: (filters: z.output<z.ZodMiniObject<Filters>>, limit: number) => Promise<Row[]>;
    row: (row: Row) => Html;
  },
): void {
  debugStylesheetRoute(app, `${page.url}.css`);
  const query = z.object({ ...page.filters, format: z.optional(z.enum(['html', 'json'])) });
  apiRoutes(app, debugPagesTag)({
    method: 'GET',
    url: page.url,
    contract: {
      summary: page.summary,
      description: `\`?format=json\` answers \`{ ${page.jsonKey} }\` with the stored rows instead of the page.`,
      query,
      responses: { 200: debugPageContent },
    },
    handler: async (input, _request, reply) => {
      const { format, ...filters } = input.query as { format?: 'html' | 'json' };
      const rows = await page.load(filters as z.output<z.ZodMiniObject<Filters>>, 100);
      reply.header('cache-control', 'no-store');
      if (format === 'json') return reply.send({ [page.jsonKey]: rows });
      const body = html`<h1>${page.title} <span class="muted">latest ${rows.length}</span></h1>
<table>
<thead><tr>${page.columns.map((column) => html`<th>${column}</th>`)}</tr></thead>
<tbody>${rows.map(page.row)}</tbody>
</table>`;
      return reply.header('content-type', 'text/html; charset=utf-8').send(debugPage({ title: page.title, stylesheet: page.stylesheet, body }));
    },
  });
}

/**
 * Registers private pages (pages for looking inside, the flags admin, the API docs and any page to
 * come): not at all in production (`APP_ENV`, never the request's host); elsewhere behind
 * `privatePagesGuard`, which lets in the admin token or a local client asking by a local name, and
 * asks writes for the same origin. Every private page goes through here: one way to be private.
 */
export async function registerDebugPages<Options extends FastifyPluginOptions>(app: FastifyInstance, plugin: FastifyPluginAsync<Options>, options: Options) {
  if (serverEnvironment(app.config) === 'production') return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', privatePagesGuard(app.config, app.adminToken));
    await scope.register(plugin, options);
  });
}
