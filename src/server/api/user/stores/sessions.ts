import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { SessionStore } from '../../../auth/sessions';
import type { Database } from '../../../db';
import { queryable, type Db } from '../../../db/query';
import { userSessions } from '../schema';

/** Open logins: what a JWT names, so that logout and account deletion end a token before it expires. */
export class SessionRows implements SessionStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

  async createSession(userId: string, method: string, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db.insert(userSessions).values({ id, userId, method, expiresAt });
    return id;
  }

  /** Whether the session exists, is the user's and has not expired. */
  async sessionValid(sessionId: string, userId: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), gt(userSessions.expiresAt, now)));
    return Boolean(row);
  }

  /** The user's open logins, newest first (the data report). */
  ofUser(userId: string): Promise<{ method: string; createdAt: Date; expiresAt: Date }[]> {
    return this.db
      .select({ method: userSessions.method, createdAt: userSessions.createdAt, expiresAt: userSessions.expiresAt })
      .from(userSessions)
      .where(eq(userSessions.userId, userId))
      .orderBy(desc(userSessions.createdAt));
  }

  async endExpired(now: Date): Promise<void> {
    await this.db.delete(userSessions).where(lt(userSessions.expiresAt, now));
  }

  async end(sessionId: string): Promise<void> {
    await this.db.delete(userSessions).where(eq(userSessions.id, sessionId));
  }
}
