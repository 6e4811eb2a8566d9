import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RenderRequest, RenderResult } from '../../entry-server';
import type { PageAssets } from './document';

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  assets(nonce: string): Promise<PageAssets>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const clientEntry = 'src/entry-client.tsx';
/** The unsupported-browser notice, a build entry of its own (vite.config.ts). */
const noticeEntry = 'src/platform/browser-support/notice.ts';

/** The built client and the server render bundled with this server. */
export async function productionRenderer(clientDir: string): Promise<PageRenderer> {
  const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} is missing from the client build`);
  const preloads = new Set<string>();
  const walk = (key: string) => {
    for (const child of manifest[key]?.imports ?? []) {
      if (preloads.has(`/${manifest[child]!.file}`)) continue;
      preloads.add(`/${manifest[child]!.file}`);
      walk(child);
    }
  };
  walk(clientEntry);
  const styles = [...(entry.css ?? []), ...Object.values(manifest).filter((chunk) => chunk.file.endsWith('.css')).map((chunk) => chunk.file)];
  const notice = manifest[noticeEntry];
  if (!notice) throw new Error(`${noticeEntry} is missing from the client build`);
  const { render, browserCheckElement } = await import('../../entry-server');
  const assets: Omit<PageAssets, 'browserCheck'> = {
    scripts: [`/${entry.file}`],
    styles: [...new Set(styles)].map((file) => `/${file}`),
    preloads: [...preloads],
  };
  return { render, assets: async (nonce) => ({ ...assets, browserCheck: browserCheckElement(`/${notice.file}`, nonce) }) };
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
    assets: async (nonce) => {
      const { browserCheckElement } = await entryServer();
      const injected = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      const head = /<head>([\s\S]*)<\/head>/.exec(injected)?.[1] ?? '';
      return {
        scripts: ['/src/entry-client.tsx'],
        styles: [],
        preloads: [],
        head: head.replace(/<script type="module"/g, `<script type="module" nonce="${nonce}"`),
        browserCheck: browserCheckElement(`/${noticeEntry}`, nonce),
      };
    },
  };
}
