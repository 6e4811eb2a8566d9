import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { SavedSearch } from '../../../../contracts/user-searches';
import type { Database } from '../../../db';
import { queryable, type Db } from '../../../db/query';
import { userSearches } from '../schema';

/** The account's saved searches, newest first. */
export class SearchStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

  async list(userId: string, limit: number): Promise<SavedSearch[]> {
    const rows = await this.db
      .select()
      .from(userSearches)
      .where(eq(userSearches.userId, userId))
      .orderBy(desc(userSearches.createdAt), desc(userSearches.id))
      .limit(limit);
    return rows.map(
      (row) => ({ id: row.searchId, ticket: row.ticket, search_params: row.searchParams, created_at: row.createdAt.toISOString() }) as SavedSearch,
    );
  }

  /** Saves a search (the same id replaces the earlier one) and keeps only the newest `keep`. */
  async save(userId: string, search: SavedSearch, keep: number): Promise<void> {
    const values = { userId, searchId: search.id, searchParams: search.search_params, ticket: search.ticket, createdAt: new Date(search.created_at) };
    await this.db
      .insert(userSearches)
      .values(values)
      .onConflictDoUpdate({
        target: [userSearches.userId, userSearches.searchId],
        set: { searchParams: values.searchParams, ticket: values.ticket, createdAt: values.createdAt },
      });
    const newest = this.db
      .select({ id: userSearches.id })
      .from(userSearches)
      .where(eq(userSearches.userId, userId))
      .orderBy(desc(userSearches.createdAt), desc(userSearches.id))
      .limit(keep);
    await this.db.delete(userSearches).where(and(eq(userSearches.userId, userId), notInArray(userSearches.id, newest)));
  }
}
