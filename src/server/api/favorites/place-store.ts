import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import type { Db } from '../../db/query';
import { placeFavorites } from './schema';

export type PlaceFavoriteRow = typeof placeFavorites.$inferSelect;

/** A place of a city's guide. */
export interface PlaceRef {
  iata: string;
  placeId: string;
}

/** Saved places: a user's list, newest first. */
export class PlaceFavoriteStore {
  private readonly db: Db;

  constructor(database: Database | Db) {
    this.db = database as unknown as Db;
  }

  list(userId: string): Promise<PlaceFavoriteRow[]> {
    return this.db.select().from(placeFavorites).where(eq(placeFavorites.userId, userId)).orderBy(desc(placeFavorites.createdAt), desc(placeFavorites.id));
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(placeFavorites).where(eq(placeFavorites.userId, userId));
    return Number(row?.n ?? 0);
  }

  /** The user's saved place of this city and place, if any. */
  async find(userId: string, { iata, placeId }: PlaceRef): Promise<PlaceFavoriteRow | undefined> {
    const [row] = await this.db
      .select()
      .from(placeFavorites)
      .where(and(eq(placeFavorites.userId, userId), eq(placeFavorites.iata, iata), eq(placeFavorites.placeId, placeId)));
    return row;
  }

  /** Saves; the same place again answers the one kept (`created: false`). */
  async add(userId: string, place: PlaceRef, createdAt: Date): Promise<{ row: PlaceFavoriteRow; created: boolean }> {
    const [inserted] = await this.db
      .insert(placeFavorites)
      .values({ ...place, id: randomUUID(), userId, createdAt })
      .onConflictDoNothing({ target: [placeFavorites.userId, placeFavorites.iata, placeFavorites.placeId] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    return { row: (await this.find(userId, place))!, created: false };
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(placeFavorites)
      .where(and(eq(placeFavorites.id, id), eq(placeFavorites.userId, userId)))
      .returning({ id: placeFavorites.id });
    return rows.length > 0;
  }
}
