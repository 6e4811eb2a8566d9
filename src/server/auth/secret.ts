import { createHash, createHmac } from 'node:crypto';
import { readOrCreateSecret } from '../secret-file';
import type { UserAuthConfig } from './config';

/**
 * The user service's secret: `USER_JWT_SECRET` when set (required when several servers share the
 * database), else the one in `USER_JWT_SECRET_FILE` beside the embedded database, written there on
 * the first start with owner-only permissions.
 */
export function loadAuthSecret(config: Pick<UserAuthConfig, 'jwtSecret' | 'jwtSecretFile'>): { secret: Uint8Array; generated: boolean } {
  if (config.jwtSecret) return { secret: new TextEncoder().encode(config.jwtSecret), generated: false };
  const { secret, generated } = readOrCreateSecret(config.jwtSecretFile, 48);
  return { secret: new TextEncoder().encode(secret), generated };
}

/**
 * A key for one purpose derived from the secret, so the JWT key never doubles as the key of the
 * codes' hashes.
 */
export const deriveKey = (secret: Uint8Array, purpose: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', secret).update(`travel-app:${purpose}`).digest());

/** What is kept of a random token (an e-mail link's, the login handoff's): its SHA-256, never the token. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
