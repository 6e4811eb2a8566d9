import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db';
import { isUniqueViolation, queryable, type Db } from '../../../db/query';
import { users } from '../schema';
import type { UserRow } from './accounts';

/** The account's e-mail: a candidate waiting for its activation link, the active one, and the data report sent to it. */
export class EmailStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

  async setCandidate(userId: string, email: string, tokenHash: string, expiresAt: Date, marketingAccepted: boolean): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({
        candidateEmail: email.toLowerCase(),
        activationTokenHash: tokenHash,
        activationExpiresAt: expiresAt,
        ...(marketingAccepted ? { marketingAccepted } : {}),
      })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  }

  async findByActivationToken(tokenHash: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.activationTokenHash, tokenHash));
    return row;
  }

  /** Makes the candidate the active e-mail; false when another account activated it first. */
  async activate(user: UserRow): Promise<boolean> {
    try {
      await this.db
        .update(users)
        .set({ activeEmail: user.candidateEmail, candidateEmail: null, activationTokenHash: null, activationExpiresAt: null })
        .where(eq(users.id, user.id));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Records a data report request unless one was made after `lockedSince`; false when locked. */
  async claimDataReport(userId: string, now: Date, lockedSince: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ dataRequestedAt: now })
      .where(and(eq(users.id, userId), or(isNull(users.dataRequestedAt), lte(users.dataRequestedAt, lockedSince))))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
