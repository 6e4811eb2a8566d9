// `npm run test:e2e [playwright args]`: builds when needed, starts the production server on a
// free port with a throwaway in-memory database, runs Playwright against it and stops the server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const preferredPort = Number(process.env.E2E_PORT ?? 3100);
// The day the server's clock starts on (a Monday at 09:00 UTC, far from a day's end): the same fares
// on every day the suite runs. E2E_CLOCK_START sets another (a day or an ISO moment).
const clockStart = process.env.E2E_CLOCK_START ?? '2026-03-02T09:00:00Z';
const host = '127.0.0.1';

/** The preferred port when it is free, otherwise one the system picks. */
function freePort(preferred) {
  const probe = (port) =>
    new Promise((done) => {
      const server = createServer();
      server.once('error', () => done(null));
      server.listen(port, host, () => {
        const { port: bound } = server.address();
        server.close(() => done(bound));
      });
    });
  return probe(preferred).then((port) => port ?? probe(0));
}

/** Waits until the server answers its health check; resolves with the answer. */
async function waitForHealth(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

let server;
let exitCode;
try {
  if (!existsSync(chromium)) {
    throw new Error(`Chromium is not installed at ${chromium}. Install it with:\n  apt-get update && apt-get install -y chromium`);
  }
  await ensureBuild();
  rmSync(resolve(root, 'test-results/screenshots'), { recursive: true, force: true });

  const port = await freePort(preferredPort);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // A local run: the private pages the tests read answer this machine (loopback, local names).
    APP_ENV: 'local',
    ADMIN_TOKEN: randomBytes(24).toString('base64url'),
    PORT: String(port),
    HOST: host,
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_GLOBAL: '100000',
    RATE_LIMIT_SEARCH: '100000',
    RATE_LIMIT_PAGES: '100000',
    // Every page sends traces, replays and analytics from the same address: a journey's error report
    // must not be refused with a 429 because of the journeys before it.
    RATE_LIMIT_RELAY: '100000',
    RATE_LIMIT_COLLECTOR: '100000',
    // The account journey logs out and in again with the same phone; the API tests hold the minute.
    AUTH_CODE_RESEND_SECONDS: '2',
    CLOCK_START: clockStart,
    // The browser and the server share this machine: loopback is the one proxy believed, so a test
    // can give a page's request a visitor's address with X-Forwarded-For (the nearest places).
    TRUST_PROXY: 'loopback',
  };
  // Always the embedded database, whatever the shell points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  server = spawn(process.execPath, ['dist/server/server.js'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
  const forward = (signal) => {
    void stop(server).then(() => process.exit(130));
    console.error(`\n${signal}: stopping the server`);
  };
  process.once('SIGINT', forward);
  process.once('SIGTERM', forward);

  const health = await waitForHealth(`http://${host}:${port}/healthz`, server);
  // The browsers and the tests' own dates follow the server's clock (tests/e2e/support/clock.ts).
  const clockOffset = Date.parse(health.now) - Date.now();
  console.log(`e2e: server ready on port ${port}, its clock at ${health.now}`);

  const playwright = spawn(process.execPath, [resolve(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port), CHROMIUM_PATH: chromium, E2E_CLOCK_OFFSET_MS: String(clockOffset) },
  });
  exitCode = await new Promise((done) => playwright.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await stop(server);
}
process.exit(exitCode);
