import { and, desc, eq, sql } from 'drizzle-orm';
import type { SearchQuery } from '../../../contracts/search';
import { BatchWriter } from '../../batch-writer';
import type { Database } from '../../db';
import { priceObservations } from './schema';

type Row = typeof priceObservations.$inferInsert;

/** How much of a route's history an insight reads: the latest observations, newest first. */
export const historyWindow = 1000;

/** The route a trip belongs to in the history: places, kind and class. */
export interface HistoryRoute {
  origin: string;
  destination: string;
  kind: 'oneway' | 'return';
  tripClass: string;
}

export const routeOf = (query: SearchQuery): HistoryRoute => ({
  origin: query.origin,
  destination: query.destination,
  kind: query.returnDate === undefined ? 'oneway' : 'return',
  tripClass: query.tripClass,
});

/** Passengers with a seat: prices in the history are per seat, so parties of any size compare. */
export const seatsOf = (query: SearchQuery) => query.passengers.adults + query.passengers.children;

/** The same trip seen twice in one batch would make one statement update its row twice: the last wins. */
function latestPerKey(rows: Row[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) byKey.set(`${row.origin}${row.destination}${row.kind}${row.tripClass}${row.departDate}${row.returnDate}${row.observedOn}`, row);
  return [...byKey.values()];
}

/**
 * The route's price history in the database: each lowest price a search or calendar found, one
 * row per trip and day (the day's latest price). Writes are grouped (`BatchWriter`).
 */
export class PriceHistory {
  private readonly writer: BatchWriter<Row>;

  constructor(private readonly db: Database) {
    this.writer = new BatchWriter((rows) =>
      db
        .insert(priceObservations)
        .values(latestPerKey(rows))
        .onConflictDoUpdate({
          target: [
            priceObservations.origin,
            priceObservations.destination,
            priceObservations.kind,
            priceObservations.tripClass,
            priceObservations.departDate,
            priceObservations.returnDate,
            priceObservations.observedOn,
          ],
          set: { pricePerSeat: sql`excluded.price_per_seat`, receivedAt: sql`excluded.received_at` },
        }),
    );
  }

  /** Records the lowest prices found at `at`; trips without a price are not observations. */
  record(found: { query: SearchQuery; price: number | null }[], at: Date): Promise<void> {
    const rows = found.flatMap(({ query, price }): Row[] =>
      price === null || query.nextLegs
        ? []
        : [
            {
              ...routeOf(query),
              departDate: query.departDate,
              returnDate: query.returnDate ?? query.departDate,
              pricePerSeat: Math.round(price / seatsOf(query)),
              observedOn: at.toISOString().slice(0, 10),
              receivedAt: at,
            },
          ],
    );
    return this.writer.write(rows);
  }

  /** The route's latest observations (at most `historyWindow`): prices per seat and when they were seen. */
  async recent(route: HistoryRoute): Promise<{ prices: number[]; oldest: Date | null; newest: Date | null }> {
    const rows = await this.db
      .select({ price: priceObservations.pricePerSeat, at: priceObservations.receivedAt })
      .from(priceObservations)
      .where(
        and(
          eq(priceObservations.origin, route.origin),
          eq(priceObservations.destination, route.destination),
          eq(priceObservations.kind, route.kind),
          eq(priceObservations.tripClass, route.tripClass),
        ),
      )
      .orderBy(desc(priceObservations.receivedAt))
      .limit(historyWindow);
    return { prices: rows.map((row) => row.price), oldest: rows.at(-1)?.at ?? null, newest: rows[0]?.at ?? null };
  }

  flush(): Promise<void> {
    return this.writer.flush();
  }
}
