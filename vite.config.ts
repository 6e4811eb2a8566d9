import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { moduleMarks } from './bench/lib/module-marks.ts';
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
/**
 * zod, which the contracts' schemas are built with: not part of the page's start, it loads with the
 * first answer to check (src/contracts/README.md), in a chunk of its own. Each schema file goes
 * with the lazy chunks that use it.
 */
const zodModules = /node_modules[\\/]zod[\\/]/;
/** The contracts' values without zod (`src/contracts/plain/`), which the start imports: with the platform's base. */
const plainContractModules = /src[\\/]contracts[\\/]plain[\\/]/;
/**
 * The platform's requests and what is built on them (flags, analytics, currency rates, places, the
 * visitor's data) with the services that start them: they import the platform's core, never the
 * other way round, so they can be a later layer.
 */
const serviceModules =
  /src[\\/]platform[\\/](services|flags|device|storage|user|request|analytics|polyfills|currency|places|search-history|payment|activity)[\\/]|src[\\/]app[\\/](services|visit-values|client-scope)\.ts/;
/** Of those, the requests with the device and the visitor's data: the first layer. */
const requestModules = /src[\\/]platform[\\/](device|user|request)[\\/]/;
/** The flags' model (the experiments and their evaluation): the layer after the requests. */
const flagModules = /src[\\/]platform[\\/]flags[\\/]/;
/** The platform's core and the UI kit (which never import product code): router, i18n, market, start-up. */
const platformModules = /src[\\/](platform|ui)[\\/]/;
/**
 * Of those, what the rest is built on: messages, brands and markets, configuration, cookies and
 * the visitor's marker, then the router with start-up and the session. Three layers, as evaluating
 * the platform's hundred modules at once was the longest task of the start (README: Performance).
 */
const platformBaseModules = /src[\\/]platform[\\/](i18n|locale|brand|logger|market|config|env|cookies|marker)[\\/]/;
const platformRouterModules = /src[\\/]platform[\\/](router|start|session|storage|tracing)[\\/]/;
/** What the booking form and the account's documents share (the country list, the forms' helpers): only their lazy pages import it. */
const passengerFormModules = /src[\\/]platform[\\/]passenger-form[\\/]/;
/** The currency rates' query with the price formatting built on it: a layer of its own. */
const currencyModules = /src[\\/]platform[\\/]currency[\\/]/;
/** The search team's form and its model, which the main page shows: a layer before the other routes. */
const searchModules = /src[\\/]product[\\/]search[\\/]/;
/** Every route's declaration (src/app/routes.ts with the product's indexes). */
const productModules = /src[\\/]product[\\/]|src[\\/]app[\\/]routes\.ts/;
/**
 * What the page's entry runs before the first paint (src/entry-client.tsx): the entry and the few
 * modules it imports, with Vite's helper for its dynamic import. Everything else the app needs to hydrate is the app chunk, loaded after it.
 */
const firstModules =
  /vite[\\/]preload-helper|src[\\/](entry-(client|content)\.tsx?|app[\\/]layers\.ts|app[\\/]content[\\/]entry-|platform[\\/]browser-support[\\/]entry\.ts|platform[\\/]start[\\/]idle\.ts|platform[\\/]tracing[\\/]reporter\.ts|ui[\\/]tokens[\\/])/;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    precompileMessages(),
    messageSubsets(),
    minifiedScripts(),
    copyMigrations(),
    // Polyfills that install themselves on import: downloading and setting up become two steps.
    installOnCall(['container-query-polyfill']),
    // A profiling build (bench/profile.ts): every module marks its body's start and end.
    ...(process.env.PROFILE_MODULES ? [moduleMarks()] : []),
    react(),
    // effector's babel plugin gives every store, event and query a stable sid, without which
    // `serialize()` on the server returns nothing to hydrate. Our request wrappers are factories too.
    babel({
      include: /src\/.*\.[jt]sx?$/,
      plugins: [
        [
          'effector/babel-plugin',
          {
            factories: [
              'patronum',
              './src/platform/request',
              './src/platform/router',
              './src/platform/user',
              './src/platform/search-history',
              './src/product/favorites/model/private-list',
            ],
            addLoc: false,
            addNames: false,
          },
        ],
      ],
    }),
  ],
  resolve: {
    // Messages arrive parsed (see precompile-messages), so the browser bundle skips the parser.
    alias:
      isSsrBuild || mode === 'test' ? [] : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
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
            // A group takes the modules its own ones import too, unless an earlier group (a higher
            // priority) took them: so the groups come in the order they depend on each other.
            // Shared by the entry and the app: kept apart, or the entry would import the app's chunk.
            { name: 'first', priority: 20, test: (id) => firstModules.test(id) && !entryModules.test(id) },
            // The app in layers, each evaluated in a task of its own as src/app/layers.ts and the
            // entry import them one after the other: evaluating all of it at once is a long task.
            { name: 'react', priority: 19, test: reactModules },
            { name: 'vendor', priority: 18, tags: ['$initial'], test: (id) => /node_modules/.test(id) && !zodModules.test(id) && !noticeModules.test(id) },
            {
              name: 'platform-base',
              priority: 15.2,
              tags: ['$initial'],
              test: (id) => (platformBaseModules.test(id) || plainContractModules.test(id)) && !noticeModules.test(id),
            },
            { name: 'platform-router', priority: 15.1, tags: ['$initial'], test: (id) => platformRouterModules.test(id) && !noticeModules.test(id) },
            {
              name: 'platform',
              priority: 15,
              tags: ['$initial'],
              test: (id) => platformModules.test(id) && !serviceModules.test(id) && !passengerFormModules.test(id) && !noticeModules.test(id),
            },
            { name: 'zod', priority: 14.9, test: (id) => zodModules.test(id) && !noticeModules.test(id) },
            { name: 'requests', priority: 14.6, tags: ['$initial'], test: (id) => requestModules.test(id) && !noticeModules.test(id) },
            { name: 'flags', priority: 14.5, tags: ['$initial'], test: (id) => flagModules.test(id) && !noticeModules.test(id) },
            { name: 'currency', priority: 14.2, tags: ['$initial'], test: (id) => currencyModules.test(id) && !noticeModules.test(id) },
            { name: 'services', priority: 14, tags: ['$initial'], test: (id) => serviceModules.test(id) && !noticeModules.test(id) },
            // Then the product, in two layers (src/entry-client.tsx), and the app's start.
            { name: 'search', priority: 13, tags: ['$initial'], test: (id) => searchModules.test(id) },
            { name: 'routes', priority: 12, tags: ['$initial'], test: (id) => productModules.test(id) },
            {
              name: 'start-client',
              priority: 1,
              tags: ['$initial'],
              test: (id) => !noticeModules.test(id) && !firstModules.test(id) && !contentModules.test(id),
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['effector-react'] },
}));
