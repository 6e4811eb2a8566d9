import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'rolldown';
import { ReferencePage } from './page';

export interface ReferenceServer {
  /** Paths of the two reference pages. */
  pages: { label: string; path: string; what: string }[];
  port: number;
  stop(): Promise<void>;
}

const documentOf = (body: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title>${script}</head><body><div id="root">${body}</div></body></html>`;

/**
 * Serves the reference pages beside the app for Lighthouse: `/static` (the server-rendered HTML,
 * no script) and `/react` (the same HTML hydrated by React 19 from a minified production bundle,
 * built here with rolldown into a temporary folder). Responses are brotli-compressed as the app's are.
 */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const dir = mkdtempSync(join(tmpdir(), 'reference-page-'));
  await build({
    input: resolve(import.meta.dirname, 'client.ts'),
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { dir, format: 'esm', minify: true, entryFileNames: 'client.js' },
    logLevel: 'silent',
  });
  const script = readFileSync(join(dir, 'client.js'));
  const html = renderToString(createElement(ReferencePage));
  const bodies: Record<string, { type: string; body: Buffer }> = {
    '/static': { type: 'text/html; charset=utf-8', body: Buffer.from(documentOf(html, '')) },
    '/react': { type: 'text/html; charset=utf-8', body: Buffer.from(documentOf(html, '<script type="module" src="/client.js"></script>')) },
    '/client.js': { type: 'text/javascript', body: script },
  };
  const server: Server = createServer((request, response) => {
    const found = bodies[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, { 'content-type': found.type, 'cache-control': 'no-cache', ...(brotli ? { 'content-encoding': 'br' } : {}) });
    response.end(brotli ? brotliCompressSync(found.body) : found.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    pages: [
      { label: 'static', path: '/static', what: 'the reference HTML, no script' },
      { label: 'react', path: '/react', what: `the reference HTML hydrated by React 19 (${(script.length / 1024).toFixed(0)} KB script)` },
    ],
    port,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
