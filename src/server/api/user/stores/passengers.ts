import { eq } from 'drizzle-orm';
import { maxSavedPassengers, type SavedPassenger } from '../../../../contracts/saved-passengers';
import type { Database } from '../../../db';
import { queryable, type Db } from '../../../db/query';
import { userPassengers } from '../schema';

/** The same document whatever spaces or letter case it was typed with. */
const documentKey = (passenger: SavedPassenger) => `${passenger.document.type}:${passenger.document.number.replace(/\s+/g, '').toUpperCase()}`;

/**
 * The saved list with `booked` merged in: a document already kept is replaced by its booked
 * version (the newer data), a new one is added while the list has room for it.
 */
export function mergeDocuments(saved: SavedPassenger[], booked: SavedPassenger[], limit = maxSavedPassengers): SavedPassenger[] {
  const merged = [...saved];
  for (const passenger of booked) {
    const at = merged.findIndex((kept) => documentKey(kept) === documentKey(passenger));
    if (at >= 0) merged[at] = passenger;
    else if (merged.length < limit) merged.push(passenger);
  }
  return merged;
}

/** The passengers' documents an account keeps (spec §7), one list per user. */
export class PassengerStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

  async list(userId: string): Promise<SavedPassenger[]> {
    const [row] = await this.db.select({ passengers: userPassengers.passengers }).from(userPassengers).where(eq(userPassengers.userId, userId));
    return (row?.passengers ?? []) as SavedPassenger[];
  }

  async replace(userId: string, passengers: SavedPassenger[]): Promise<void> {
    await this.db
      .insert(userPassengers)
      .values({ userId, passengers })
      .onConflictDoUpdate({ target: userPassengers.userId, set: { passengers, updatedAt: new Date() } });
  }

  /** Adds a booking's passengers to the list (`mergeDocuments`), the row locked so two bookings at once both count. */
  async addBooked(userId: string, booked: SavedPassenger[]): Promise<SavedPassenger[]> {
    return this.db.transaction(async (tx) => {
      await tx.insert(userPassengers).values({ userId, passengers: [] }).onConflictDoNothing();
      const [row] = await tx.select({ passengers: userPassengers.passengers }).from(userPassengers).where(eq(userPassengers.userId, userId)).for('update');
      const passengers = mergeDocuments((row?.passengers ?? []) as SavedPassenger[], booked);
      await tx.update(userPassengers).set({ passengers, updatedAt: new Date() }).where(eq(userPassengers.userId, userId));
      return passengers;
    });
  }
}
