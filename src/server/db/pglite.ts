import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Settings of the embedded PostgreSQL, on top of PGlite's own. PostgreSQL's default 128 MB of
 * shared buffers is most of PGlite's WebAssembly heap (188 MB at start, never given back): the
 * data directory sits on the machine's file system, whose page cache keeps recently read pages
 * anyway, so 16 MB is plenty for this app's tables and leaves the server ~100 MB smaller. PGlite
 * runs one session, so it needs no room for a hundred connections either.
 */
export const pgliteSettings = ['shared_buffers=16MB', 'max_connections=8'];

export const pgliteStartParams = [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((setting) => ['-c', setting])];

/**
 * PGlite runs in this thread and answers a query without giving the event loop a turn. A request
 * that queries many times in a row (a list page streamed ten rows at a time) would hold every other
 * request, /healthz included, until it is done, and finished responses would wait for it to be
 * cleaned up (their buffers piled up: +20 MB of heap per 100 pages of a long list). So each query
 * first waits for the next turn of the event loop, as a query over a socket does by nature.
 */
class TurnTakingPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await nextTurn();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn();
    return super.transaction(callback);
  }
}

/**
 * Opens PGlite on `dataDir` (`memory://` or a directory) with the settings above; a memory database
 * starts from `image` (a `dumpDataDir` tarball) when one is given.
 */
export async function openPglite(dataDir: string, image?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) await createDataDir(dataDir);
  const client = new TurnTakingPGlite(dataDir, { startParams: pgliteStartParams, loadDataDir: image });
  await client.waitReady;
  return client;
}

/**
 * Creates a new data directory (initdb) in a short-lived child process. PGlite does it in a second,
 * temporary PGlite beside the first, with a copy of its heap: ~500 MB more for a few seconds, and
 * the server's peak memory would count it ever after. The child pays it and exits; the server then
 * opens the directory as it opens an existing one. The child writes beside it and the directory
 * appears by a rename once it is whole, so a start killed meanwhile leaves no half-made database.
 */
async function createDataDir(dataDir: string): Promise<void> {
  const dir = resolve(dataDir);
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  // Something else is there: PGlite says what is wrong with it.
  if (existsSync(dir) && readdirSync(dir).length) return;
  const building = `${dir}.new-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create(process.argv[1]).then((db) => db.close()).catch((error) => { console.error(error); process.exit(1); });`;
  try {
    await new Promise<void>((done, fail) => {
      execFile(process.execPath, ['-e', script, building], { maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) =>
        error ? fail(new Error(`Could not create the database in ${dir}: ${stderr.trim().split('\n').slice(-3).join(' ') || error.message}`)) : done(),
      );
    });
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
