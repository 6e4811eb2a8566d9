import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { UserAuthConfig } from './config';

/**
 * The user service's secret: `USER_JWT_SECRET` when set (required when several servers share the
 * database), else the one in `USER_JWT_SECRET_FILE` beside the embedded database, written there on
 * the first start with owner-only permissions.
 */
export function loadAuthSecret(config: Pick<UserAuthConfig, 'jwtSecret' | 'jwtSecretFile'>): { secret: Uint8Array; generated: boolean } {
  if (config.jwtSecret) return { secret: new TextEncoder().encode(config.jwtSecret), generated: false };
  const file = resolve(config.jwtSecretFile);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return { secret: new TextEncoder().encode(kept), generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret: new TextEncoder().encode(secret), generated: true };
}

/**
 * A key for one purpose derived from the secret, so the JWT key never doubles as the key of the
 * codes' hashes.
 */
export const deriveKey = (secret: Uint8Array, purpose: string): Uint8Array => new Uint8Array(createHmac('sha256', secret).update(`travel-app:${purpose}`).digest());
