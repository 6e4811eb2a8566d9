import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { copyMigrations } from './scripts/vite/copy-migrations.ts';
import { installOnCall } from './scripts/vite/install-on-call.ts';
import { chunkFileName } from './scripts/vite/message-chunks.ts';
import { messageSubsets } from './scripts/vite/message-subsets.ts';
import { precompileMessages } from './scripts/vite/precompile-messages.ts';

/** The unsupported-browser notice: its files and its message subset. */
const noticeModules = /browser-support[\\/]notice|virtual:messages[\\/]browserNotice/;
/**
 * What the content pages' entry (src/entry-content.ts) shares with the app: a chunk of its own, so
 * that the content entry stays a few kilobytes instead of importing the app's entry chunk.
 */
const contentShared = /src[\\/](app[\\/]content[\\/]entry-|platform[\\/]tracing[\\/]reporter|platform[\\/]browser-support[\\/]entry)|vite[\\/]preload-helper/;
/**
 * The platform and the libraries it wraps: a chunk of its own, so that a content page starts its
 * services (page view, flags) without running every team's code; the app loads both chunks.
 */
const platformModules = /src[\\/](platform|contracts)[\\/]|src[\\/]app[\\/](services|visit-values)|node_modules[\\/](effector|@farfetched|patronum|zod|@formatjs|intl-messageformat|history)[\\/]/;
/** Entry modules stay in their own chunks: the app's runs the app, which a content page imports only on navigation. */
const entryModules = /src[\\/]entry-(client|content)/;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    precompileMessages(),
    messageSubsets(),
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
      // Content pages have an entry of their own (src/entry-content.ts).
      input: ['src/entry-client.tsx', 'src/entry-content.ts', 'src/platform/browser-support/notice.ts'],
      output: {
        chunkFileNames: chunkFileName,
        // Whatever the app's entry imports statically goes into the entry chunk. Left to itself,
        // rolldown splits those modules by the lazy routes that share them, and the browser fetches
        // every piece before it hydrates anyway: one file compresses better and names no imports.
        // The notice's own modules stay out, so that its chunk still imports nothing.
        codeSplitting: {
          groups: [
            { name: 'entry-shared', test: contentShared, priority: 2 },
            { name: 'entry-platform', tags: ['$initial'], test: (id) => platformModules.test(id) && !noticeModules.test(id), priority: 1 },
            { name: 'entry-client', tags: ['$initial'], test: (id) => !noticeModules.test(id) && !entryModules.test(id) },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['effector-react', '@farfetched/core'] },
}));
