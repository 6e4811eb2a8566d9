import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { root } from '../../scripts/lib/build.mjs';

export interface RunningServer {
  url: string;
  port: number;
  /** The server process, for its memory figures (`/proc/{pid}/status`). */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the built production server (`dist/server/server.js`) as a child on a free port with an
 * in-memory database, and waits for /healthz. It serves the client build in `cwd`'s dist/client.
 *  Request logs stay off so the bench measures pages.
 */
export async function startProductionServer(env: Record<string, string> = {}, cwd = root): Promise<RunningServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_GLOBAL: '100000000',
    RATE_LIMIT_SEARCH: '100000000',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [resolve(root, 'dist/server/server.js')], {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, port, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error('the server did not become healthy within 60 s');
}
