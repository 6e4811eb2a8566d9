import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test';
import { inArray } from 'drizzle-orm';
import { payloadDataSchema } from '../../src/contracts/analytics';
import { analyticsEvents } from '../../src/server/api/collector/schema';
import { openDatabase } from '../../src/server/db';

/**
 * The built server on a PGlite directory of its own (not the e2e run's in-memory one): a second
 * start on the same directory or port refuses in one line and leaves the first one's data alone,
 * and `kill -9` during writes loses no acknowledged event (the stale lock is taken over).
 */
const serverJs = resolve(import.meta.dirname, '../../dist/server/server.js');

interface Started {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function start(dir: string, port: number): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PGLITE_DIR: dir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_COLLECTOR: '100000',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, url: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

async function healthy(server: Started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.stderr()}`);
    if (
      await fetch(`${server.url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server did not become healthy');
}

const event = () => ({ e: 'pv', p: 'web', tv: 'js-4.10.1', aid: 'aviasmart', eid: randomUUID(), url: 'http://localhost/' });

/** Posts one event; its id when the server acknowledged it (a 200), undefined otherwise. */
async function post(server: Started): Promise<string | undefined> {
  const one = event();
  try {
    const response = await fetch(`${server.url}/a/j`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schema: payloadDataSchema, data: [one] }),
    });
    return response.status === 200 ? one.eid : undefined;
  } catch {
    return undefined;
  }
}

/** The given event ids the directory holds, read once no server has it. */
async function storedOf(dir: string, eids: string[]): Promise<number> {
  const handle = await openDatabase({ dataDir: dir });
  try {
    return (await handle.db.select({ eid: analyticsEvents.eid }).from(analyticsEvents).where(inArray(analyticsEvents.eid, eids))).length;
  } finally {
    await handle.close();
  }
}

let dir: string;
test.beforeAll(() => {
  expect(existsSync(serverJs), 'the server is built').toBe(true);
  dir = join(mkdtempSync(join(tmpdir(), 'one-owner-')), 'pglite');
});
test.afterAll(() => rmSync(resolve(dir, '..'), { recursive: true, force: true }));

test('a second server on the same database or port refuses in one line; the first keeps its data; kill -9 loses no acknowledged event', async () => {
  test.setTimeout(180_000);
  const first = start(dir, await freePort());
  await healthy(first);
  const before = (await Promise.all(Array.from({ length: 10 }, () => post(first)))).filter(Boolean) as string[];
  expect(before).toHaveLength(10);

  // Same directory, another port: refused at once, naming the holder and both ways out.
  const second = start(dir, await freePort());
  const secondCode = await Promise.race([second.exited, new Promise((done) => setTimeout(() => done('still running'), 20_000))]);
  expect(secondCode).toBe(1);
  const message = second.stderr().trim();
  expect(message).toBe(
    `The database at ${dir} is in use by another server (pid ${first.child.pid}): stop that server, or set PGLITE_DIR to another directory for this one.`,
  );

  // Same port, another directory: one line naming the port and PORT, no stack trace.
  const port = Number(new URL(first.url).port);
  const third = start(join(resolve(dir, '..'), 'other'), port);
  expect(await third.exited).toBe(1);
  const lines = third.stderr().trim().split('\n');
  expect(lines.at(-1)).toBe(`Port ${port} is in use by another program: stop it, or set PORT to a free port for this server.`);
  expect(third.stderr()).not.toMatch(/\n\s+at /);

  // The first server still answers, with its data.
  expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  const during = (await Promise.all(Array.from({ length: 10 }, () => post(first)))).filter(Boolean) as string[];
  expect(during).toHaveLength(10);

  // kill -9 while writes are in flight: every acknowledged event is on disk.
  const acknowledged: string[] = [];
  const writes = Array.from({ length: 200 }, (_, i) =>
    new Promise((done) => setTimeout(done, i * 2)).then(() => post(first)).then((eid) => eid && acknowledged.push(eid)),
  );
  await new Promise((done) => setTimeout(done, 150));
  first.child.kill('SIGKILL');
  await Promise.all(writes);
  await first.exited;
  expect(acknowledged.length, 'some writes were acknowledged before the kill').toBeGreaterThan(0);

  // The lock of the killed server is stale: opening the directory takes it over.
  const all = [...before, ...during, ...acknowledged];
  expect(await storedOf(dir, all)).toBe(all.length);
  console.log(`kill -9: ${acknowledged.length} writes acknowledged before the kill, ${all.length} acknowledged in all, 0 lost`);
});
