// Decides whether the production build in dist/ is missing or older than what it is built from,
// and rebuilds it when it is. Used by `npm start`, `npm run test:e2e` and `npm run bench`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** What the build is made from. Tests do not change the build, so their folders are skipped. */
const sources = ['src', 'scripts/vite', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const skipped = new Set(['__tests__', 'node_modules', '.git']);

/** Files every complete build writes; the oldest of them is the build's time stamp. */
export const buildOutputs = ['dist/client/.vite/manifest.json', 'dist/server/server.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why the build must be redone, or null when dist/ is up to date. */
export function buildStaleness(dir = root) {
  const outputs = buildOutputs.map((file) => resolve(dir, file));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `no build (${missing.slice(dir.length + 1)} is missing)`;
  const stamp = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  for (const source of sources) {
    if (newestMtime(resolve(dir, source)) > stamp) return `${source} changed since the last build`;
  }
  return null;
}

/** Runs an npm script with the terminal attached; resolves with its exit code. */
export function runNpm(args, options = {}) {
  // Under npm, npm_execpath is npm's own CLI: run it with this Node rather than whatever `npm` is on PATH.
  const cli = process.env.npm_execpath;
  const [command, commandArgs] = cli && /\.c?js$/.test(cli) ? [process.execPath, [cli, ...args]] : ['npm', args];
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Builds when the build is missing or stale; throws when the build fails. */
export async function ensureBuild({ log = console.log } = {}) {
  const reason = buildStaleness();
  if (!reason) return false;
  log(`Building (${reason})…`);
  const code = await runNpm(['run', 'build', '--silent']);
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
  return true;
}
