import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db';
import { queryable, type Db } from '../../../db/query';
import { authHandoffs, phoneAuthSessions, socialLogins } from '../schema';

export type PhoneAuthSessionRow = typeof phoneAuthSessions.$inferSelect;
export type SocialLoginRow = typeof socialLogins.$inferSelect;

/** Logins under way: phone codes, social logins, handoffs to the browser. */
export class LoginStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

  // --- phone login ---------------------------------------------------------------------------------------

  /** Codes sent to the phone since `since`, and when the latest was sent. */
  async phoneCodesSince(phone: string, since: Date): Promise<{ count: number; latest: Date | null }> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${phoneAuthSessions.createdAt})` })
      .from(phoneAuthSessions)
      .where(and(eq(phoneAuthSessions.phone, phone), gt(phoneAuthSessions.createdAt, since)));
    return { count: Number(row?.count ?? 0), latest: row?.latest ? new Date(row.latest) : null };
  }

  async createPhoneSession(row: typeof phoneAuthSessions.$inferInsert): Promise<void> {
    await this.db.insert(phoneAuthSessions).values(row);
  }

  /**
   * Counts a try at the session's code before the code is compared, in one statement, so parallel
   * tries cannot get past the limit. Undefined for an unknown or finished session.
   */
  async countCodeAttempt(sessionId: string): Promise<PhoneAuthSessionRow | undefined> {
    const [row] = await this.db
      .update(phoneAuthSessions)
      .set({ attempts: sql`${phoneAuthSessions.attempts} + 1` })
      .where(and(eq(phoneAuthSessions.id, sessionId), isNull(phoneAuthSessions.finishedAt)))
      .returning();
    return row;
  }

  /** Marks the session used; false when another request finished it first. */
  async finishPhoneSession(sessionId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(phoneAuthSessions)
      .set({ finishedAt: now })
      .where(and(eq(phoneAuthSessions.id, sessionId), isNull(phoneAuthSessions.finishedAt)))
      .returning({ id: phoneAuthSessions.id });
    return rows.length > 0;
  }

  async dropPhoneSession(sessionId: string): Promise<void> {
    await this.db.delete(phoneAuthSessions).where(eq(phoneAuthSessions.id, sessionId));
  }

  // --- social login ---------------------------------------------------------------------------------------

  async startSocialLogin(row: SocialLoginRow): Promise<void> {
    await this.db.insert(socialLogins).values(row);
  }

  /** Takes the login started with `state` (single use); undefined when unknown or expired. */
  async takeSocialLogin(state: string, now: Date): Promise<SocialLoginRow | undefined> {
    const [row] = await this.db.delete(socialLogins).where(eq(socialLogins.state, state)).returning();
    return row && row.expiresAt > now ? row : undefined;
  }

  async createHandoff(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.insert(authHandoffs).values({ tokenHash, userId, expiresAt });
  }

  /** The user of a handoff (single use); undefined when unknown or expired. */
  async takeHandoff(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db.delete(authHandoffs).where(eq(authHandoffs.tokenHash, tokenHash)).returning();
    return row && row.expiresAt > now ? row.userId : undefined;
  }

  /** Removes what expired: logins never finished, handoffs never taken. */
  async sweep(now: Date): Promise<void> {
    await this.db.delete(socialLogins).where(lt(socialLogins.expiresAt, now));
    await this.db.delete(authHandoffs).where(lt(authHandoffs.expiresAt, now));
    await this.db.delete(phoneAuthSessions).where(lt(phoneAuthSessions.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  }
}
