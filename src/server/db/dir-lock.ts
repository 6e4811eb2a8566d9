import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One owner per embedded database: two processes on one PGlite directory corrupt it. Before
 * opening the directory the server creates `{dir}.lock` holding its pid (atomically: `wx`); a lock
 * whose pid is no longer running is stale (the server was killed) and is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The database at ${dir} is in use by another server (pid ${pid}): stop that server, or set PGLITE_DIR to another directory for this one.`);
    this.name = 'DatabaseLockedError';
  }
}

export interface DirLock {
  path: string;
  release(): void;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = (path: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** Takes the lock of a PGlite directory for this process, or throws `DatabaseLockedError` naming the holder. */
export function lockDataDir(dir: string): DirLock {
  const path = `${resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      const release = () => {
        if (holderOf(path) !== process.pid) return;
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
      // A crash or `process.exit` without closing still frees the directory; `kill -9` leaves a stale lock.
      process.once('exit', release);
      return { path, release: () => (process.off('exit', release), release()) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) throw new DatabaseLockedError(dir, holder);
    if (holder === process.pid) throw new DatabaseLockedError(dir, holder);
    // Stale (its process is gone) or unreadable (a start that died while writing it): take it over.
    try {
      unlinkSync(path);
    } catch {
      // another starter removed it first; try again
    }
  }
  throw new DatabaseLockedError(dir, holderOf(path) ?? 0);
}
