import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyRequest } from 'fastify';
import * as z from 'zod/v4-mini';
import { detectEnvironment } from '../platform/env';
import { apiRoutes } from './api/route';
import { escapeHtml, html, type Html } from './html';

/**
 * Plain server-rendered pages for looking inside the server in development and test (flags admin,
 * collected events, relayed errors). No scripts and no inline styles, so the strict CSP holds; each
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
<header><strong>Aviasmart · WayAround</strong> <span>${escapeHtml(title)}</span> <em>not available in production</em></header>
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

/** Whether a form post comes from the page itself and not from another site. */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Registers pages for looking inside the server for local runs and beta stands (spec §3
 * environments): not at all when the app is configured as production (`APP_ENV`), and answering
 * 404 to a request whose host makes it production when the environment is guessed per host.
 */
export async function registerDebugPages<Options extends FastifyPluginOptions>(app: FastifyInstance, plugin: FastifyPluginAsync<Options>, options: Options) {
  if (app.config.environment === 'production') return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (detectEnvironment(request.hostname, app.config.environment) === 'production') {
        await reply.callNotFound();
        return reply;
      }
    });
    await scope.register(plugin, options);
  });
}
