// `npm run test:dates [YYYY-MM-DD…]`: the unit and API suites (PGlite) with the clock moved to other
// days of the year (`scripts/testing/shifted-clock.ts`): a year's last day, the end of February and
// mid-summer by default. A test that needs a fare, a drop or a price picks it on an injected clock,
// so every day passes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const days = process.argv.slice(2).length ? process.argv.slice(2) : ['2026-12-31', '2027-02-28', '2027-06-15'];
const testScript = fileURLToPath(new URL('./test.mjs', import.meta.url));
const failed = [];
for (const day of days) {
  console.log(`\n━━ the unit and API suites on ${day}\n`);
  const { status } = spawnSync(process.execPath, [testScript, 'unit', 'api-pglite'], { stdio: 'inherit', env: { ...process.env, TEST_CLOCK: day } });
  if (status !== 0) failed.push(day);
}
console.log(failed.length ? `\nFailed on ${failed.join(', ')}` : `\nPassed on ${days.join(', ')}`);
process.exitCode = failed.length ? 1 : 0;
