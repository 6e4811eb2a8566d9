import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { hotelFavoriteKey } from '../../../contracts/favorites';
import type { Database } from '../../db';
import type { Db } from '../../db/query';
import { hotelFavorites } from './schema';

export type HotelFavoriteRow = typeof hotelFavorites.$inferSelect;

export interface HotelStayInput {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number[];
  rooms: number;
}

export const stayKeyOf = (stay: HotelStayInput) =>
  hotelFavoriteKey({
    hotel_id: stay.hotelId,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
  });

/** Saved hotels: a user's list, newest first. */
export class HotelFavoriteStore {
  private readonly db: Db;

  constructor(database: Database | Db) {
    this.db = database as unknown as Db;
  }

  list(userId: string): Promise<HotelFavoriteRow[]> {
    return this.db.select().from(hotelFavorites).where(eq(hotelFavorites.userId, userId)).orderBy(desc(hotelFavorites.createdAt), desc(hotelFavorites.id));
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(hotelFavorites).where(eq(hotelFavorites.userId, userId));
    return Number(row?.n ?? 0);
  }

  /** The saved hotel of this hotel and stay, if the user has one. */
  async find(userId: string, stay: HotelStayInput): Promise<HotelFavoriteRow | undefined> {
    const [row] = await this.db
      .select()
      .from(hotelFavorites)
      .where(and(eq(hotelFavorites.userId, userId), eq(hotelFavorites.stayKey, stayKeyOf(stay))));
    return row;
  }

  /** Saves; the same hotel and stay again answers the one kept (`created: false`). */
  async add(userId: string, stay: HotelStayInput, savedPrice: number | null, createdAt: Date): Promise<{ row: HotelFavoriteRow; created: boolean }> {
    const children = [...stay.children].sort((a, b) => a - b);
    const [inserted] = await this.db
      .insert(hotelFavorites)
      .values({ ...stay, children, id: randomUUID(), userId, stayKey: stayKeyOf(stay), savedPrice, createdAt })
      .onConflictDoNothing({ target: [hotelFavorites.userId, hotelFavorites.stayKey] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    return { row: (await this.find(userId, stay))!, created: false };
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(hotelFavorites)
      .where(and(eq(hotelFavorites.id, id), eq(hotelFavorites.userId, userId)))
      .returning({ id: hotelFavorites.id });
    return rows.length > 0;
  }
}
