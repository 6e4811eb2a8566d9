import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The project's `data/` folder, wherever this code runs from: `src/server` through tsx or Vitest,
 * or the Vite bundle in `dist/server`. Both sit below the folder holding package.json; the working
 * directory is the last resort (a bundle copied elsewhere and started from the project root).
 */
export function dataDir(...path: string[]): string {
  root ??= findRoot(dirname(fileURLToPath(import.meta.url))) ?? process.cwd();
  return join(root, 'data', ...path);
}

function findRoot(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'data'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}
