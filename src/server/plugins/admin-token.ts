import fp from 'fastify-plugin';
import { serverEnvironment } from '../config';
import { readOrCreateSecret } from '../secret-file';

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
      else ({ secret: token, generated } = readOrCreateSecret(config.adminTokenFile, 24));
    }
    app.decorate('adminToken', token);
    app.decorate('adminTokenGenerated', generated);
  },
  { name: 'admin-token', dependencies: ['config'] },
);
