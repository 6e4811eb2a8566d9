import type { FastifyRequest } from 'fastify';
import { notAuthorized, type Sessions } from '../../auth/sessions';
import type { UserRow, UserStore } from './store';

/** The logged-in user of a private call, or 401 `User is not authorized`. */
export const currentUser =
  (store: UserStore, sessions: Sessions) =>
  async (request: FastifyRequest): Promise<UserRow> => {
    const claims = await sessions.require(request);
    const user = await store.find(claims.userId);
    if (!user) throw notAuthorized();
    return user;
  };
