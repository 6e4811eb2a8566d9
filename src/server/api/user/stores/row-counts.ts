import { eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db';
import { queryable } from '../../../db/query';
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
} from '../schema';

/**
 * How many rows each table holds for the user, and for its phone and e-mail where a table knows
 * only those: what deleting the account must bring to zero.
 */
export async function userRowCounts(database: Database, userId: string, { phone, email }: { phone?: string; email?: string }): Promise<Record<string, number>> {
  const db = queryable(database);
  const recipients = [phone, email?.toLowerCase()].filter((value): value is string => Boolean(value));
  const count = async (table: PgTable, where: SQL | undefined) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(where ?? sql`false`);
    return [getTableName(table), Number(row?.count ?? 0)] as const;
  };
  const byUser = [
    users.id,
    userSessions.userId,
    userSocials.userId,
    userPassengers.userId,
    userSearches.userId,
    marketingSubscriptions.userId,
    authHandoffs.userId,
  ];
  return Object.fromEntries([
    ...(await Promise.all(byUser.map((column) => count(column.table, eq(column, userId))))),
    await count(phoneAuthSessions, phone ? eq(phoneAuthSessions.phone, phone) : undefined),
    await count(outboxMessages, recipients.length ? inArray(outboxMessages.recipient, recipients) : undefined),
  ]);
}
