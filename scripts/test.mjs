// `npm test [step…]`: typecheck, lint, unit tests, API tests on PGlite and on PostgreSQL, and
// end-to-end tests, in that order (the linter beside the type checker, the PostgreSQL tests beside the
// PGlite ones). Every step runs even when an earlier one failed; the summary
// gives each step's status and duration. Name steps to run only those, e.g. `npm test -- lint unit`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { root } from './lib/build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reports = resolve(root, 'test-results/reports');
const bin = (path) => resolve(root, 'node_modules', path);

/**
 * Runs a command; resolves with its exit code. Its output goes to the terminal, or, with `output`,
 * into that list, for a step that runs beside another (printed when it ends).
 */
function run(command, args, env = {}, output) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      console.error(error.message);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

class StepError extends Error {}

/** Test counts from a Vitest JSON report, or undefined without one. */
function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/** Test counts from a Playwright JSON report, or undefined without one. */
function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function vitest(name, project, env) {
  const report = resolve(reports, `${name}.json`);
  return {
    name,
    async run(output) {
      rmSync(report, { force: true });
      const args = [bin('vitest/vitest.mjs'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
      const code = await run(process.execPath, args, env, output);
      return { code, counts: vitestCounts(report) };
    },
  };
}

async function checkPostgres() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new StepError(
      [
        `PostgreSQL is not reachable at ${pgUrl} (${error.message || error.code || error}).`,
        'Start the local server with:',
        '  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
        'or point TEST_PG_URL at a PostgreSQL where the user may create databases.',
      ].join('\n'),
    );
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureChromium() {
  if (existsSync(chromium)) return;
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    throw new StepError(`Chromium is missing at ${chromium}. Install it (as root) with:\n  ${install}`);
  }
  console.log(`Chromium is missing at ${chromium}: installing it with \`${install}\``);
  const code = await run('sh', ['-c', install], { DEBIAN_FRONTEND: 'noninteractive' });
  if (code !== 0 || !existsSync(chromium)) throw new StepError(`Installing Chromium failed (exit code ${code}). Run:\n  ${install}`);
}

// A step with `beside` runs at the same time as the step before it: the type checker and the
// linter each keep one core busy, and the PostgreSQL tests spend much of their time waiting on the
// database server. Its output is printed when it ends.
const steps = [
  { name: 'typecheck', run: async (output) => ({ code: await run(process.execPath, [bin('typescript/bin/tsc'), '--noEmit', '-p', '.'], {}, output) }) },
  {
    // The linter, then the formatter's check (`npm run format` writes what it would change).
    name: 'lint',
    beside: true,
    run: async (output) => ({
      code:
        (await run(process.execPath, [bin('eslint/bin/eslint.js'), '.'], {}, output)) ||
        (await run(process.execPath, [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'], {}, output)),
    }),
  },
  vitest('unit', 'unit*', {}),
  vitest('api-pglite', 'api', { TEST_DB: 'pglite' }),
  {
    ...vitest('api-postgres', 'api', { TEST_DB: 'postgres', TEST_PG_URL: pgUrl }),
    beside: true,
    before: checkPostgres,
  },
  {
    name: 'e2e',
    before: ensureChromium,
    async run() {
      const report = resolve(reports, 'e2e.json');
      rmSync(report, { force: true });
      const code = await run(process.execPath, [resolve(root, 'scripts/e2e.mjs'), '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        CHROMIUM_PATH: chromium,
      });
      return { code, counts: playwrightCounts(report) };
    },
  },
];

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(', ')}; steps are ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
mkdirSync(reports, { recursive: true });

/** Runs one step: its result, with its output when it was collected rather than shown. */
async function runStep(step, output) {
  const started = performance.now();
  let outcome;
  try {
    await step.before?.();
    outcome = await step.run(output);
  } catch (error) {
    const message = `\n${error instanceof StepError ? error.message : (error?.stack ?? error)}\n`;
    if (output) output.push(message);
    else console.error(message);
    outcome = { code: 1 };
  }
  return { name: step.name, ok: outcome.code === 0, counts: outcome.counts, seconds: (performance.now() - started) / 1000 };
}

const chosen = steps.filter((s) => !only.length || only.includes(s.name));
const results = [];
const wallStarted = performance.now();
for (let index = 0; index < chosen.length; index++) {
  const step = chosen[index];
  const next = chosen[index + 1]?.beside ? chosen[++index] : undefined;
  console.log(`\n━━ ${step.name}${next ? ` (with ${next.name} beside it)` : ''} ${'━'.repeat(Math.max(0, 60 - step.name.length))}\n`);
  const output = [];
  const [first, second] = await Promise.all([runStep(step), next ? runStep(next, output) : undefined]);
  results.push(first);
  if (second) {
    console.log(`\n━━ ${next.name} (ran beside ${step.name}) ${'━'.repeat(Math.max(0, 50 - next.name.length))}\n`);
    process.stdout.write(Buffer.concat(output.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))));
    results.push(second);
  }
}

const describe = (counts) => (counts ? `${counts.passed} tests passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}` : '');
console.log('\nSummary');
for (const result of results) {
  console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(14)} ${result.seconds.toFixed(1).padStart(6)} s  ${describe(result.counts)}`);
}
const failed = results.filter((result) => !result.ok).length;
const total = (performance.now() - wallStarted) / 1000;
console.log(`  total          ${total.toFixed(1).padStart(6)} s (steps side by side count once)`);
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
