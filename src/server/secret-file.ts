import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * A secret kept in `file` (beside the embedded database): read when it is there, else made from
 * `bytes` random bytes and written with owner-only permissions, as notebook servers keep their
 * token. `generated` says this start made it.
 */
export function readOrCreateSecret(file: string, bytes: number): { secret: string; generated: boolean } {
  const path = resolve(file);
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 32) return { secret: kept, generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(bytes).toString('base64url');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return { secret, generated: true };
}
