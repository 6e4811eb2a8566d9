import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db';
import { isUniqueViolation, queryable, type Db } from '../../../db/query';
import { outboxMessages, phoneAuthSessions, users, userSocials } from '../schema';

export type UserRow = typeof users.$inferSelect;

/** Accounts: who a phone, a social identity or an e-mail belongs to, and removing an account. */
export class AccountStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

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
    const [link] = await this.db
      .select()
      .from(userSocials)
      .where(and(eq(userSocials.provider, provider), eq(userSocials.subject, subject)));
    if (link) {
      if (email && email !== link.email)
        await this.db
          .update(userSocials)
          .set({ email })
          .where(and(eq(userSocials.provider, provider), eq(userSocials.subject, subject)));
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
}
