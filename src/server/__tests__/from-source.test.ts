import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

// `npm run dev` and the benches run the server from source in plain Node (tsx), without Vite: a
// module the server imports must not bring CSS modules or `import.meta.glob` (a route's screens, the
// i18n loader, the UI) through an index. Vite's builds and Vitest would not notice.
test('the server loads from source in plain Node', () => {
  const script = "import('./src/server/app.ts').then(() => console.log('loaded'), (error) => { console.error(String(error)); process.exit(1); })";
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.stderr.trim()).toBe('');
  expect(result.stdout.trim()).toBe('loaded');
});
