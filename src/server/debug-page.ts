import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import * as z from 'zod/v4-mini';
import { apiRoutes } from './api/route';
import { serverEnvironment } from './config';
import { html, Html, plainDocument } from './html';
import { privatePagesGuard } from './private-access';

/**
 * Plain server-rendered pages for looking inside the server outside production (flags admin,
 * collected events, relayed errors), private to this machine and the admin token. No scripts and no inline styles, so the strict CSP holds; each
 * page links a small stylesheet its module serves.
 */

export function debugPage({ title, stylesheet, body }: { title: string; stylesheet: string; body: Html }): string {
  return plainDocument({
    title,
    head: html`<link rel="stylesheet" href="${stylesheet}">`,
    body: html`<header><strong>Aviasmart · WayAround</strong> <span>${title}</span> <em>private: this machine or the admin token; absent in production</em></header>
<main>
${body}
</main>`,
  });
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
  apiRoutes(
    app,
    debugPagesTag,
  )({
    method: 'GET',
    url,
    contract: { summary: 'Stylesheet of the pages for looking inside', responses: { 200: { contentType: 'text/css', description: 'The stylesheet' } } },
    handler: async (_input, _request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  });
}

/** Rows a list page shows unless `?limit=` asks for fewer; the most it ever shows. */
export const defaultPageRows = 50;
export const maxPageRows = 100;
/** Where the streamed rows go in the page. */
const rowsMarker = new Html('<!--rows-->');
/** Rows read from the database at a time while a page streams: a page never holds more in memory. */
const rowsPerRead = 10;

/** Where a list page starts: below the row id `before` (newest first), `limit` rows. */
export interface PageWindow {
  before?: number;
  limit: number;
}

/** A page's query: its own filters, the format, and the window of rows (`before`, `limit`). */
function pageQuery<Filters extends Record<string, z.ZodMiniType>>(filters: Filters) {
  return z.object({
    ...filters,
    format: z.optional(z.enum(['html', 'json'])),
    before: z.optional(z.coerce.number().check(z.int('before must be a row id'), z.positive('before must be a row id'))),
    limit: z.optional(
      z.coerce
        .number()
        .check(
          z.int(`limit must be 1 to ${maxPageRows}`),
          z.minimum(1, `limit must be 1 to ${maxPageRows}`),
          z.maximum(maxPageRows, `limit must be 1 to ${maxPageRows}`),
        ),
    ),
  });
}

/**
 * A list of the rows a module stored, newest first, one table row each, `?limit=` (at most
 * `maxPageRows`) at a time with a link to the older ones (`?before=` the last id: keyset
 * pagination, as cheap on the last page of 100,000 rows as on the first). The page is streamed
 * while it is read, `rowsPerRead` rows at a time, so neither the table size nor the page size
 * decides the memory a request takes. `?format=json` answers `{ [jsonKey]: rows, next }` instead
 * (`next`: the `before` of the following page, or null). `filters` are more query parameters the
 * rows are loaded with.
 */
export function latestRowsPage<Filters extends Record<string, z.ZodMiniType>, Row extends { id: number }>(
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
    /** Rows newest first, below `window.before` when given, at most `window.limit`. */
    load: (filters: z.output<z.ZodMiniObject<Filters>>, window: PageWindow) => Promise<Row[]>;
    row: (row: Row) => Html;
  },
): void {
  debugStylesheetRoute(app, `${page.url}.css`);
  const query = pageQuery(page.filters);
  apiRoutes(
    app,
    debugPagesTag,
  )({
    method: 'GET',
    url: page.url,
    contract: {
      summary: page.summary,
      description: `Newest first, \`?limit=\` rows (${defaultPageRows} unless told, at most ${maxPageRows}) below the row id \`?before=\`. \`?format=json\` answers \`{ ${page.jsonKey}, next }\` with the stored rows instead of the page.`,
      query,
      responses: { 200: debugPageContent },
    },
    handler: async (input, request, reply) => {
      const { format, before, limit = defaultPageRows, ...filters } = input.query as { format?: 'html' | 'json'; before?: number; limit?: number };
      /** The page's rows, read a few at a time; `last` is the id of the last row given. */
      const state = { count: 0, last: undefined as number | undefined, more: false };
      async function* rows() {
        let cursor = before;
        while (state.count < limit) {
          const want = Math.min(rowsPerRead, limit - state.count);
          // One more than wanted tells whether an older page exists.
          const chunk = await page.load(filters as z.output<z.ZodMiniObject<Filters>>, { before: cursor, limit: want + 1 });
          for (const row of chunk.slice(0, want)) {
            state.count++;
            state.last = row.id;
            yield row;
          }
          state.more = chunk.length > want;
          if (!state.more) return;
          cursor = state.last;
        }
      }
      const next = () => (state.more && state.last !== undefined ? state.last : null);
      reply.header('cache-control', 'no-store');

      if (format === 'json') {
        async function* json() {
          yield `{${JSON.stringify(page.jsonKey)}:[`;
          for await (const row of rows()) yield `${state.count > 1 ? ',' : ''}${JSON.stringify(row)}`;
          yield `],"next":${next()}}`;
        }
        return reply.header('content-type', 'application/json; charset=utf-8').send(Readable.from(json()));
      }

      const [head, foot] = debugPage({
        title: page.title,
        stylesheet: page.stylesheet,
        body: html`<h1>${page.title}</h1>
<table>
<thead><tr>${page.columns.map((column) => html`<th>${column}</th>`)}</tr></thead>
<tbody>${rowsMarker}</tbody>
</table>`,
      }).split(rowsMarker.text);
      const older = (id: number) => {
        const params = new URLSearchParams(request.query as Record<string, string>);
        params.set('before', String(id));
        return `${page.url.split('/').at(-1)}?${params}`;
      };
      async function* document() {
        yield head!;
        for await (const row of rows()) yield page.row(row).text;
        yield foot!.replace(
          '</table>',
          `</table>\n<p class="muted">${state.count} rows${next() === null ? '' : html` · <a href="${older(next()!)}">older</a>`.text}</p>`,
        );
      }
      return reply.header('content-type', 'text/html; charset=utf-8').send(Readable.from(document()));
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
