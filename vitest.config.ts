import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest keeps a core for itself by default; its main process is mostly idle, so both cores run tests.
      maxWorkers: 2,
      setupFiles: ['scripts/testing/shifted-clock.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'scripts/**/__tests__/**/*.test.ts'],
            exclude: ['**/*.api.test.ts'],
            // The slowest unit tests (a flag rollout over 100,000 ids, a price calendar) take 1–2 s
            // alone; the suite must pass while other work keeps both cores busy.
            testTimeout: 20_000,
          },
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
