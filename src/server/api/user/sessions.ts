import type { FastifyInstance } from 'fastify';
import { UserTokens } from '../../auth/jwt';
import { deriveKey, loadAuthSecret } from '../../auth/secret';
import { Sessions } from '../../auth/sessions';
import { UserStore } from './store';

/**
 * The user service's check of a private call, for other modules: the same key, the same token
 * rules and the same session rows, so a logout or a deleted account ends their access too.
 */
export function userSessions(app: FastifyInstance, now: () => number = app.now): Sessions {
  const { secret } = loadAuthSecret(app.config.userAuth);
  return new Sessions(new UserTokens(deriveKey(secret, 'jwt'), now), new UserStore(app.database.db), now);
}
