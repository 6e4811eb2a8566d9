import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const unitTests = ['src/**/__tests__/**/*.test.{ts,tsx}', 'scripts/**/__tests__/**/*.test.ts'];

// The slowest unit tests (a flag rollout over 100,000 ids, a price calendar) take 1–2 s alone; the
// suite must pass while other work keeps both cores busy.
const unitTimeoutMs = 20_000;

const mocksAModule = /\bvi\.(do)?[mM]ock\(/;

/** Test files (and the helpers beside them) under `dir`, as paths from the repository's root. */
function testsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.includes('__tests__') && /\.tsx?$/.test(path))
    .map((path) => join(dir, path));
}

/**
 * Unit tests that need modules of their own. `vi.mock` replaces a module only before its first
 * import, which in a shared worker another file may have made: so every file that mocks a module,
 * itself or through a helper beside it, runs isolated. So do two files whose expectations depend on
 * state their modules start with.
 */
function needingFreshModules(): string[] {
  const texts = new Map([...testsUnder('src'), ...testsUnder('scripts')].map((file) => [file, readFileSync(file, 'utf8')]));
  // By path without the extension, as a relative import names a helper.
  const stem = (file: string) => file.replace(/\.tsx?$/, '');
  const mocking = new Set([...texts].filter(([, text]) => mocksAModule.test(text)).map(([file]) => stem(file)));
  const needsFresh = (file: string) =>
    mocking.has(stem(file)) || [...texts.get(file)!.matchAll(/from '(\.\/[^']+)'/g)].some(([, helper]) => mocking.has(join(dirname(file), helper!)));
  const unitFiles = [...texts.keys()].filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.api.test.ts'));
  return [...unitFiles.filter(needsFresh), 'src/platform/user/__tests__/saved-settings.test.ts', 'src/platform/router/__tests__/router.test.ts'];
}
const needFreshModules = needingFreshModules();

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest keeps a core for itself by default; its main process is mostly idle, so both cores run tests.
      maxWorkers: 2,
      setupFiles: ['scripts/testing/shifted-clock.ts'],
      // Test files share a worker's modules instead of importing the app again for every file:
      // importing took more time than the tests themselves (the README's "How long the steps
      // take"). Each file still makes its own state (a scope, an app, a database).
      isolate: false,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: unitTests,
            exclude: ['**/*.api.test.ts', ...needFreshModules],
            testTimeout: unitTimeoutMs,
          },
        },
        {
          extends: true,
          test: { name: 'unit-isolated', include: needFreshModules, isolate: true, testTimeout: unitTimeoutMs },
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
