import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { copyMigrations } from './scripts/vite/copy-migrations.ts';
import { installOnCall } from './scripts/vite/install-on-call.ts';
import { chunkFileName } from './scripts/vite/message-chunks.ts';
import { messageSubsets } from './scripts/vite/message-subsets.ts';
import { minifiedScripts } from './scripts/vite/minified-script.ts';
import { precompileMessages } from './scripts/vite/precompile-messages.ts';

/** The unsupported-browser notice: its files and its message subset. */
const noticeModules = /browser-support[\\/]notice|virtual:messages[\\/]browserNotice/;
/** React and its scheduler: the first layer of the app the entry loads. */
const reactModules = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** Entry modules stay in chunks of their own. */
const entryModules = /src[\\/]entry-(client|content)\.tsx?$/;
/** A content page's own start (src/app/content): its chunks import the platform, and the app only on take-over. */
const contentModules = /src[\\/]app[\\/]content[\\/]/;
/** The platform, contracts and UI kit (which never import product code): the third layer. */
const platformModules = /src[\\/](platform|contracts|ui)[\\/]|src[\\/]app[\\/](services|visit-values|client-scope)\.ts/;
/**
 * What the page's entry runs before the first paint (src/entry-client.tsx): the entry and the few
 * modules it imports, with Vite's helper for its dynamic import. Everything else the app needs to hydrate is the app chunk, loaded after it.
 */
const firstModules = /vite[\\/]preload-helper|src[\\/](entry-(client|content)\.tsx?|app[\\/]content[\\/]entry-|platform[\\/]browser-support[\\/]entry\.ts|platform[\\/]start[\\/]idle\.ts|platform[\\/]tracing[\\/]reporter\.ts|ui[\\/]tokens[\\/])/;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    precompileMessages(),
    messageSubsets(),
    minifiedScripts(),
    copyMigrations(),
    // Polyfills that install themselves on import: downloading and setting up become two steps.
    installOnCall(['container-query-polyfill']),
    react(),
    // effector's babel plugin gives every store, event and query a stable sid, without which
    // `serialize()` on the server returns nothing to hydrate. Our request wrappers are factories too.
    babel({
      include: /src\/.*\.[jt]sx?$/,
      plugins: [['effector/babel-plugin', { factories: ['@farfetched/core', 'patronum', './src/platform/request', './src/platform/router', './src/platform/user', './src/platform/search-history'], addLoc: false, addNames: false }]],
    }),
  ],
  resolve: {
    // Messages arrive parsed (see precompile-messages), so the browser bundle skips the parser.
    alias: isSsrBuild || mode === 'test' ? [] : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    manifest: true,
    cssCodeSplit: false,
    target: 'es2022',
    assetsDir: 'assets',
    rollupOptions: {
      // The unsupported-browser notice is an entry of its own: only the browser check loads it.
      // The app's start is one too, so that what it imports statically counts as initial (below).
      // Content pages have an entry of their own (src/entry-content.ts), and take the app over from
      // a chunk of their own (src/app/content/start.ts) that loads the platform, not the product.
      input: ['src/entry-client.tsx', 'src/entry-content.ts', 'src/app/start-client.tsx', 'src/platform/browser-support/notice.ts'],
      output: {
        chunkFileNames: chunkFileName,
        // Whatever the app's start imports statically goes into one chunk, `start-client`. Left to
        // itself, rolldown splits those modules by the lazy routes that share them, and the browser
        // fetches every piece before it hydrates anyway: one file compresses better and names no
        // imports. The page's small entry and the notice keep their own modules, so that the
        // entry runs before the first paint with next to nothing and the notice imports nothing.
        codeSplitting: {
          groups: [
            // Shared by the entry and the app: kept apart, or the entry would import the app's chunk.
            { name: 'first', priority: 3, test: (id) => firstModules.test(id) && !entryModules.test(id) },
            // The app in layers, each evaluated in a task of its own as the entry imports them one
            // after the other (src/entry-client.tsx): evaluating all of it at once is a long task.
            { name: 'react', priority: 5, test: reactModules },
            { name: 'vendor', priority: 4, tags: ['$initial'], test: (id) => /node_modules/.test(id) && !noticeModules.test(id) },
            { name: 'platform', priority: 2, tags: ['$initial'], test: (id) => platformModules.test(id) && !noticeModules.test(id) && !firstModules.test(id) },
            { name: 'start-client', priority: 1, tags: ['$initial'], test: (id) => !noticeModules.test(id) && !firstModules.test(id) && !contentModules.test(id) },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['effector-react', '@farfetched/core'] },
}));
