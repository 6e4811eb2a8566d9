import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BusyPageTexts } from '../../app/busy-page';
import type { RenderRequest, RenderResult } from '../../entry-server';
import type { Visit } from '../../platform/market';
import type { PageAssets } from './document';

/** Which entry a page starts with: the app, or the content entry of a content page. */
export type PageEntry = 'app' | 'content';

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  assets(nonce: string, entry: PageEntry): Promise<PageAssets>;
  /** The texts of the page an address gets over the page rate limit. */
  busyTexts(visit: Visit, retryAfterSeconds: number): Promise<BusyPageTexts>;
}

export interface ManifestChunk {
  file: string;
  css?: string[];
  /** Files the chunk imports as URLs (`?url`): it loads them itself, when it runs. */
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const clientEntry = 'src/entry-client.tsx';
/** The entry of content pages (README: Content pages). */
const contentEntry = 'src/entry-content.ts';
/** The unsupported-browser notice, a build entry of its own (vite.config.ts). */
const noticeEntry = 'src/platform/browser-support/notice.ts';

/** The built client and the server render bundled with this server. */
export async function productionRenderer(clientDir: string): Promise<PageRenderer> {
  const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} is missing from the client build`);
  const preloads = staticImports(manifest, clientEntry);
  const styles = pageStylesheets(manifest, entry);
  const notice = manifest[noticeEntry];
  if (!notice) throw new Error(`${noticeEntry} is missing from the client build`);
  const { render, browserCheckElement, busyPageTexts } = await import('../../entry-server');
  const content = manifest[contentEntry];
  if (!content) throw new Error(`${contentEntry} is missing from the client build`);
  const shared = { styles: [...new Set(styles)].map((file) => `/${file}`) };
  const assets: Record<PageEntry, Omit<PageAssets, 'browserCheck'>> = {
    app: { ...shared, scripts: [`/${entry.file}`], preloads: [...preloads] },
    content: {
      ...shared,
      scripts: [`/${content.file}`],
      preloads: [...staticImports(manifest, contentEntry)],
      // What the content entry fetches once the page is idle: every chunk it may import later.
      prefetch: [...lateImports(manifest, contentEntry)],
    },
  };
  return {
    render,
    assets: async (nonce, kind) => ({ ...assets[kind], browserCheck: browserCheckElement(`/${notice.file}`, nonce) }),
    busyTexts: busyPageTexts,
  };
}

/**
 * The stylesheets every page links: the build's (one, as CSS is not split), but not one a lazy chunk
 * imports as a URL and loads itself when it runs (the map's, with MapLibre).
 */
export function pageStylesheets(manifest: Record<string, ManifestChunk>, entry: ManifestChunk): string[] {
  const loadedByChunks = new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []));
  return [
    ...(entry.css ?? []),
    ...Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.css') && !loadedByChunks.has(chunk.file))
      .map((chunk) => chunk.file),
  ];
}

/** The files a chunk imports statically, directly or through others. */
function staticImports(manifest: Record<string, ManifestChunk>, key: string, found = new Set<string>()): Set<string> {
  for (const child of manifest[key]?.imports ?? []) {
    const file = `/${manifest[child]!.file}`;
    if (found.has(file)) continue;
    found.add(file);
    staticImports(manifest, child, found);
  }
  return found;
}

/** The JavaScript a chunk may load later: its dynamic imports (not route screens) and what they import. */
function lateImports(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const before = staticImports(manifest, key);
  const found = new Set<string>();
  const visit = (chunk: string) => {
    for (const dynamic of manifest[chunk]?.dynamicImports ?? []) {
      if (!/src\/app\/content\//.test(dynamic)) continue;
      const file = `/${manifest[dynamic]!.file}`;
      if (found.has(file)) continue;
      found.add(file);
      for (const child of staticImports(manifest, dynamic)) if (!before.has(child)) found.add(child);
      visit(dynamic);
    }
  };
  visit(key);
  return found;
}

/** Vite's dev server: modules compiled on request, hot replacement through the app's own HTTP server. */
export async function developmentRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register((await import('@fastify/middie')).default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  const entryServer = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../../entry-server');
  return {
    render: async (request) => (await entryServer()).render(request),
    busyTexts: async (visit, seconds) => (await entryServer()).busyPageTexts(visit, seconds),
    assets: async (nonce, kind) => {
      const { browserCheckElement } = await entryServer();
      const injected = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      const head = /<head>([\s\S]*)<\/head>/.exec(injected)?.[1] ?? '';
      return {
        scripts: [kind === 'content' ? `/${contentEntry}` : `/${clientEntry}`],
        styles: [],
        preloads: [],
        head: head.replace(/<script type="module"/g, `<script type="module" nonce="${nonce}"`),
        browserCheck: browserCheckElement(`/${noticeEntry}`, nonce),
      };
    },
  };
}
