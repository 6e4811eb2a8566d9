import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import fp from 'fastify-plugin';
import { serverEnvironment } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The token that opens the private pages from anywhere; null in production, where they do not
     * exist. `adminTokenGenerated` says this start made it, so the start banner shows it once.
     */
    adminToken: string | null;
    adminTokenGenerated: boolean;
  }
}

/**
 * The admin token: `ADMIN_TOKEN` when set, else the one in `ADMIN_TOKEN_FILE` (beside the
 * embedded database in `var/`), written there on the first start with owner-only permissions,
 * as notebook servers do.
 */
export const adminTokenPlugin = fp(
  async (app) => {
    app.decorateRequest('privateVisitor', null);
    const { config } = app;
    let token: string | null = null;
    let generated = false;
    if (serverEnvironment(config) !== 'production') {
      if (config.adminToken) token = config.adminToken;
      else ({ token, generated } = readOrCreate(resolve(config.adminTokenFile)));
    }
    app.decorate('adminToken', token);
    app.decorate('adminTokenGenerated', generated);
  },
  { name: 'admin-token', dependencies: ['config'] },
);

function readOrCreate(file: string): { token: string; generated: boolean } {
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return { token: kept, generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { token, generated: true };
}
