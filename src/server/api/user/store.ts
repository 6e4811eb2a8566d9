import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableName, gt, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import type { SavedPassenger as Passenger } from '../../../contracts/saved-passengers';
import type { SavedSearch } from '../../../contracts/user-searches';
import type { UserSettings } from '../../../contracts/user-settings';
import type { Database } from '../../db';
import {
  authHandoffs,
  marketingSubscriptions,
  outboxMessages,
  phoneAuthSessions,
  userPassengers,
  users,
  userSearches,
  userSessions,
  userSocials,
} from './schema';

/** Both engines' databases share this type; their union has no callable `transaction`. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export type UserRow = typeof users.$inferSelect;
export type SubscriptionRow = typeof marketingSubscriptions.$inferSelect;

/** Whether a database error is a unique violation (PostgreSQL 23505, both engines). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The user service's data: accounts, sessions, e-mail, documents, searches and subscriptions. */
export class UserStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database as unknown as Db;
  }

  // --- accounts ------------------------------------------------------------------------------------

  async find(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone));
    return row;
  }

  async findByActiveEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.activeEmail, email.toLowerCase()));
    return row;
  }

  /** The user of a phone, created when new (a race between two finishes makes one account). */
  async userForPhone(phone: string, marketingAccepted: boolean): Promise<{ user: UserRow; isNew: boolean }> {
    const existing = await this.findByPhone(phone);
    if (existing) return { user: existing, isNew: false };
    const [created] = await this.db
      .insert(users)
      .values({ id: randomUUID(), phone, marketingAccepted })
      .onConflictDoNothing({ target: users.phone })
      .returning();
    if (created) return { user: created, isNew: true };
    return { user: (await this.findByPhone(phone))!, isNew: false };
  }

  /**
   * The user of a social identity, created when new. An e-mail the provider gives becomes the
   * active e-mail of a new account unless another account already has it.
   */
  async userForSocial(provider: string, subject: string, email: string | null, marketingAccepted: boolean): Promise<{ user: UserRow; isNew: boolean }> {
    const [link] = await this.db.select().from(userSocials).where(and(eq(userSocials.provider, provider), eq(userSocials.subject, subject)));
    if (link) {
      if (email && email !== link.email) await this.db.update(userSocials).set({ email }).where(and(eq(userSocials.provider, provider), eq(userSocials.subject, subject)));
      return { user: (await this.find(link.userId))!, isNew: false };
    }
    const id = randomUUID();
    const activeEmail = email && !(await this.findByActiveEmail(email)) ? email.toLowerCase() : null;
    let user: UserRow;
    try {
      [user] = (await this.db.insert(users).values({ id, activeEmail, marketingAccepted }).returning()) as [UserRow];
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      [user] = (await this.db.insert(users).values({ id, marketingAccepted }).returning()) as [UserRow];
    }
    const linked = await this.db.insert(userSocials).values({ userId: id, provider, subject, email }).onConflictDoNothing().returning();
    if (linked.length) return { user, isNew: true };
    // Another request linked this identity first: keep its account, drop ours.
    await this.db.delete(users).where(eq(users.id, id));
    return this.userForSocial(provider, subject, email, marketingAccepted);
  }

  async socials(userId: string): Promise<{ provider: string; email: string | null }[]> {
    return this.db.select({ provider: userSocials.provider, email: userSocials.email }).from(userSocials).where(eq(userSocials.userId, userId));
  }

  async setLastLogin(userId: string, method: string): Promise<void> {
    await this.db.update(users).set({ lastLoginMethod: method }).where(eq(users.id, userId));
  }

  async saveSettings(userId: string, settings: UserSettings): Promise<void> {
    await this.db.update(users).set({ settings }).where(eq(users.id, userId));
  }

  /** Merges keys into the stored settings in one statement, so two patches never lose each other's keys. */
  async patchSettings(userId: string, patch: UserSettings): Promise<UserSettings> {
    const [row] = await this.db
      .update(users)
      .set({ settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(users.id, userId))
      .returning({ settings: users.settings });
    return (row?.settings ?? {}) as UserSettings;
  }

  /**
   * Removes the account: the cascade takes its sessions, socials, documents, searches, subscription
   * and handoffs; phone logins and outbox messages to its phone and e-mails go too.
   */
  async deleteUser(user: UserRow): Promise<void> {
    const recipients = [user.phone, user.activeEmail, user.candidateEmail].filter((value): value is string => Boolean(value));
    if (user.phone) await this.db.delete(phoneAuthSessions).where(eq(phoneAuthSessions.phone, user.phone));
    if (recipients.length) await this.db.delete(outboxMessages).where(inArray(outboxMessages.recipient, recipients));
    await this.db.delete(users).where(eq(users.id, user.id));
  }

  /**
   * How many rows each table holds for the user, and for its phone and e-mail where a table knows
   * only those: what deleting the account must bring to zero.
   */
  async rowCounts(userId: string, { phone, email }: { phone?: string; email?: string }): Promise<Record<string, number>> {
    const recipients = [phone, email?.toLowerCase()].filter((value): value is string => Boolean(value));
    const count = async (table: PgTable, where: SQL | undefined) => {
      const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(table).where(where ?? sql`false`);
      return [getTableName(table), Number(row?.count ?? 0)] as const;
    };
    const byUser = [users.id, userSessions.userId, userSocials.userId, userPassengers.userId, userSearches.userId, marketingSubscriptions.userId, authHandoffs.userId];
    return Object.fromEntries([
      ...(await Promise.all(byUser.map((column) => count(column.table, eq(column, userId))))),
      await count(phoneAuthSessions, phone ? eq(phoneAuthSessions.phone, phone) : undefined),
      await count(outboxMessages, recipients.length ? inArray(outboxMessages.recipient, recipients) : undefined),
    ]);
  }

  // --- sessions --------------------------------------------------------------------------------------

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
  sessions(userId: string): Promise<{ method: string; createdAt: Date; expiresAt: Date }[]> {
    return this.db
      .select({ method: userSessions.method, createdAt: userSessions.createdAt, expiresAt: userSessions.expiresAt })
      .from(userSessions)
      .where(eq(userSessions.userId, userId))
      .orderBy(desc(userSessions.createdAt));
  }

  async endExpiredSessions(now: Date): Promise<void> {
    await this.db.delete(userSessions).where(lt(userSessions.expiresAt, now));
  }

  async endSession(sessionId: string): Promise<void> {
    await this.db.delete(userSessions).where(eq(userSessions.id, sessionId));
  }

  // --- e-mail ------------------------------------------------------------------------------------------

  async setCandidateEmail(userId: string, email: string, tokenHash: string, expiresAt: Date, marketingAccepted: boolean): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ candidateEmail: email.toLowerCase(), activationTokenHash: tokenHash, activationExpiresAt: expiresAt, ...(marketingAccepted ? { marketingAccepted } : {}) })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  }

  async findByActivationToken(tokenHash: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.activationTokenHash, tokenHash));
    return row;
  }

  /** Makes the candidate the active e-mail; false when another account activated it first. */
  async activateEmail(user: UserRow): Promise<boolean> {
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

  // --- passengers and searches -----------------------------------------------------------------------

  async passengers(userId: string): Promise<Passenger[]> {
    const [row] = await this.db.select({ passengers: userPassengers.passengers }).from(userPassengers).where(eq(userPassengers.userId, userId));
    return (row?.passengers ?? []) as Passenger[];
  }

  async savePassengers(userId: string, passengers: Passenger[]): Promise<void> {
    await this.db
      .insert(userPassengers)
      .values({ userId, passengers })
      .onConflictDoUpdate({ target: userPassengers.userId, set: { passengers, updatedAt: new Date() } });
  }

  async searches(userId: string, limit: number): Promise<SavedSearch[]> {
    const rows = await this.db.select().from(userSearches).where(eq(userSearches.userId, userId)).orderBy(desc(userSearches.createdAt), desc(userSearches.id)).limit(limit);
    return rows.map((row) => ({ id: row.searchId, ticket: row.ticket, search_params: row.searchParams, created_at: row.createdAt.toISOString() }) as SavedSearch);
  }

  /** Saves a search (the same id replaces the earlier one) and keeps only the newest `keep`. */
  async saveSearch(userId: string, search: SavedSearch, keep: number): Promise<void> {
    const values = { userId, searchId: search.id, searchParams: search.search_params, ticket: search.ticket, createdAt: new Date(search.created_at) };
    await this.db
      .insert(userSearches)
      .values(values)
      .onConflictDoUpdate({ target: [userSearches.userId, userSearches.searchId], set: { searchParams: values.searchParams, ticket: values.ticket, createdAt: values.createdAt } });
    const newest = this.db
      .select({ id: userSearches.id })
      .from(userSearches)
      .where(eq(userSearches.userId, userId))
      .orderBy(desc(userSearches.createdAt), desc(userSearches.id))
      .limit(keep);
    await this.db.delete(userSearches).where(and(eq(userSearches.userId, userId), notInArray(userSearches.id, newest)));
  }

  // --- marketing ---------------------------------------------------------------------------------------

  async subscription(userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(marketingSubscriptions).where(eq(marketingSubscriptions.userId, userId));
    return row;
  }

  async saveSubscription(row: Omit<SubscriptionRow, 'updatedAt'>): Promise<void> {
    const { market, language, email, topics, subscribed } = row;
    await this.db
      .insert(marketingSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: marketingSubscriptions.userId, set: { market, language, email, topics, subscribed, updatedAt: new Date() } });
  }
}
