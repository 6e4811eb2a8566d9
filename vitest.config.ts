import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const unitTests = ['src/**/__tests__/**/*.test.{ts,tsx}', 'scripts/**/__tests__/**/*.test.ts'];
/**
 * Unit tests that need modules of their own: they mock a module another file may have imported
 * first (`vi.mock` replaces a module only before its first import), or count work that a module's
 * cache would otherwise have done for an earlier file.
 */
const needFreshModules = [
  'src/platform/i18n/__tests__/translator.test.ts',
  'src/platform/analytics/__tests__/vital-events.test.ts',
  'src/platform/user/__tests__/saved-settings.test.ts',
  'src/platform/router/__tests__/router.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest keeps a core for itself by default; its main process is mostly idle, so both cores run tests.
      maxWorkers: 2,
      setupFiles: ['scripts/testing/shifted-clock.ts'],
      // Test files share a worker's modules instead of importing the app again for every file:
      // importing took more time than the tests themselves (unit 97 s → 36 s, API on PGlite
      // 400 s → 110 s). Each file still makes its own state (a scope, an app, a database).
      isolate: false,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: unitTests,
            exclude: ['**/*.api.test.ts', ...needFreshModules],
            // The slowest unit tests (a flag rollout over 100,000 ids, a price calendar) take 1–2 s
            // alone; the suite must pass while other work keeps both cores busy.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: { name: 'unit-isolated', include: needFreshModules, isolate: true, testTimeout: 20_000 },
        },
        {
          extends: true,
          // Timeouts catch a hang, not a slow machine: beside the other database's suite and a process
          // keeping both cores busy, opening and migrating a fresh PGlite took over a minute (issue 13).
          test: {
            name: 'api',
            include: ['src/**/__tests__/**/*.api.test.ts'],
            // The migrated database every test file copies is made once per run.
            globalSetup: ['scripts/testing/database-image.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
