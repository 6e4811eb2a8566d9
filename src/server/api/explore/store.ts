import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { BatchWriter } from '../../batch-writer';
import type { Database } from '../../db';
import { freshPriceHours } from '../../../contracts/explore';
import { keyOf, merge, type FareObservation, type IndexedFare } from '../../engines/price-index';
import { priceIndex } from './schema';

type Row = typeof priceIndex.$inferInsert;
type Selected = typeof priceIndex.$inferSelect;

const fareOf = (row: Selected): IndexedFare => ({
  origin: row.origin,
  destination: row.destination,
  month: row.month,
  kind: row.kind as IndexedFare['kind'],
  tripDays: row.tripDays,
  direct: row.direct,
  card: row.card as IndexedFare['card'],
  price: row.price,
  departDate: row.departDate,
  returnDate: row.returnDate,
  foundAt: row.foundAt,
  searches: row.searches,
});

const cellKey = (row: Row) => `${row.origin}${row.destination}${row.month}${row.kind}${row.tripDays}${row.direct}${row.card}`;

/** Observations of one batch merged per cell (`merge`), so one statement touches a cell once. */
function mergedRows(observations: readonly FareObservation[]): Row[] {
  const cells = new Map<string, IndexedFare>();
  for (const observation of observations) {
    const key = keyOf(observation);
    const id = cellKey(key as Row);
    cells.set(id, merge(cells.get(id), observation));
  }
  return [...cells.values()].map((fare) => ({ ...fare, receivedAt: fare.foundAt }));
}

/** The index in the database; writes are grouped (`BatchWriter`) and merged as `merge` says. */
export class PriceIndexStore {
  private readonly writer: BatchWriter<FareObservation>;

  constructor(private readonly db: Database) {
    // The same rule as `merge`, in SQL: a lower price, a kept price past its freshness, or the kept trip seen again replace it.
    const replace = sql`(excluded.price < ${priceIndex.price}
      or ${priceIndex.foundAt} < excluded.found_at - make_interval(hours => ${freshPriceHours})
      or (${priceIndex.departDate} = excluded.depart_date and ${priceIndex.returnDate} is not distinct from excluded.return_date))`;
    const kept = (column: string) =>
      sql`case when ${replace} then excluded.${sql.identifier(column)} else ${sql.identifier('price_index')}.${sql.identifier(column)} end`;
    this.writer = new BatchWriter((observations) =>
      db
        .insert(priceIndex)
        .values(mergedRows(observations))
        .onConflictDoUpdate({
          target: [priceIndex.origin, priceIndex.destination, priceIndex.month, priceIndex.kind, priceIndex.tripDays, priceIndex.direct, priceIndex.card],
          set: {
            price: kept('price'),
            departDate: kept('depart_date'),
            returnDate: kept('return_date'),
            foundAt: kept('found_at'),
            searches: sql`${priceIndex.searches} + excluded.searches`,
            receivedAt: sql`greatest(${priceIndex.receivedAt}, excluded.received_at)`,
          },
        }),
    );
  }

  record(observations: readonly FareObservation[]): Promise<void> {
    return this.writer.write([...observations]);
  }

  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** Every cell from an origin (city code) whose month is `fromMonth` or later. */
  from(origin: string, fromMonth: string): Promise<IndexedFare[]> {
    return this.cells(fromMonth, eq(priceIndex.origin, origin));
  }

  /** Every cell to a destination (city code) whose month is `fromMonth` or later. */
  to(destination: string, fromMonth: string): Promise<IndexedFare[]> {
    return this.cells(fromMonth, eq(priceIndex.destination, destination));
  }

  /** The routes the index has a price for in `fromMonth` or later, in order. */
  async routes(fromMonth: string): Promise<{ origin: string; destination: string }[]> {
    return this.db
      .selectDistinct({ origin: priceIndex.origin, destination: priceIndex.destination })
      .from(priceIndex)
      .where(gte(priceIndex.month, fromMonth))
      .orderBy(priceIndex.origin, priceIndex.destination);
  }

  /** Every cell of a route whose month is `fromMonth` or later. */
  route(origin: string, destination: string, fromMonth: string): Promise<IndexedFare[]> {
    return this.cells(fromMonth, eq(priceIndex.origin, origin), eq(priceIndex.destination, destination));
  }

  private async cells(fromMonth: string, ...where: SQL[]): Promise<IndexedFare[]> {
    const rows = await this.db
      .select()
      .from(priceIndex)
      .where(and(gte(priceIndex.month, fromMonth), ...where));
    return rows.map(fareOf);
  }
}
