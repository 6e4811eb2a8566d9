import type { FastifyBaseLogger } from 'fastify';
import type { PriceDropRun } from '../../../contracts/favorites';
import type { SearchQuery } from '../../../contracts/search';
import { digestMessage, digestReader, type PlaceName } from './digest-message';
import { digestsOf, type Check, type Digest } from './drops';
import type { SubscriptionRow, SubscriptionStore } from './store';

/** Who gets a user's digests: the active e-mail (null without one) and the settings' language. */
export interface Recipient {
  email: string | null;
  notificationLanguage: unknown;
}

/** Sends one digest within the transaction that records it (`store.database`). */
export type DeliverDigest = (
  store: SubscriptionStore,
  message: { channel: Digest['channel']; recipient: string; subject: string; body: string },
) => Promise<void>;

export interface PriceDropJobDeps {
  store: SubscriptionStore;
  /** Today's cheapest price of a search (whole roubles), null when it has no tickets. */
  cheapest: (query: SearchQuery, at: Date) => number | null;
  recipient: (userId: string) => Promise<Recipient | undefined>;
  deliver: DeliverDigest;
  favoritesUrl: string;
  placeName?: PlaceName;
  log: FastifyBaseLogger;
  /** A subscription checked more recently than this is left for the next run. */
  minGapMs: number;
}

/**
 * The price-drop job: checks every subscription due, and per user writes one digest per channel
 * of the drops found. Several processes may run it at once on one database: a user is handled
 * under a transaction-scoped advisory lock (a process that cannot take it leaves that user to
 * the one that has it), the user's rows are read again under the lock, and the digest and the
 * prices it told of commit together, so a drop is sent once.
 */
export class PriceDropJob {
  constructor(private readonly deps: PriceDropJobDeps) {}

  async runOnce(at: Date): Promise<PriceDropRun> {
    const { store, log } = this.deps;
    const due = await store.due(new Date(at.getTime() - this.deps.minGapMs));
    const byUser = new Map<string, SubscriptionRow[]>();
    for (const row of due) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    const run: PriceDropRun = { checked: 0, drops: 0, digests: 0 };
    // Prices depend only on the query and the day: one computation per distinct search.
    const prices = new Map<string, number | null>();
    const priceOf = (row: SubscriptionRow) => {
      if (!prices.has(row.queryKey)) prices.set(row.queryKey, this.deps.cheapest(row.query, at));
      return prices.get(row.queryKey)!;
    };
    for (const [userId, rows] of byUser) {
      try {
        for (const row of rows) priceOf(row);
        const recipient = await this.deps.recipient(userId);
        const done = await store.withUserLock(userId, (locked) => this.handleUser(locked, userId, recipient, at, priceOf));
        if (done) {
          run.checked += done.checked;
          run.drops += done.drops;
          run.digests += done.digests;
        }
      } catch (error) {
        log.warn({ err: error, userId }, 'price-drop job: a user failed');
      }
    }
    return run;
  }

  private async handleUser(
    store: SubscriptionStore,
    userId: string,
    recipient: Recipient | undefined,
    at: Date,
    priceOf: (row: SubscriptionRow) => number | null,
  ): Promise<PriceDropRun> {
    const floor = at.getTime() - this.deps.minGapMs;
    // Read again under the lock: another process may have checked them (and told of a drop) meanwhile.
    const rows = (await store.ofUser(userId)).filter((row) => !row.checkedAt || row.checkedAt.getTime() < floor);
    const checks: Check[] = rows.map((row) => ({
      id: row.id,
      userId,
      channel: row.channel,
      language: row.language,
      query: row.query,
      subscribedPrice: row.subscribedPrice,
      notifiedPrice: row.notifiedPrice,
      currentPrice: priceOf(row),
    }));
    const notified = new Set<string>();
    let digests = 0;
    for (const digest of digestsOf(checks)) {
      const to = digest.channel === 'email' ? recipient?.email : userId;
      // No address for this channel: the drops stay untold and are checked again next run.
      if (!to) continue;
      const reader = digestReader(recipient?.notificationLanguage, digest.language);
      await this.deps.deliver(store, { channel: digest.channel, recipient: to, ...digestMessage(digest, reader, this.deps.favoritesUrl, this.deps.placeName) });
      for (const drop of digest.drops) notified.add(drop.subscriptionId);
      digests++;
    }
    for (const check of checks) await store.recordCheck(check.id, { at, price: check.currentPrice, notified: notified.has(check.id) });
    return { checked: checks.length, drops: notified.size, digests };
  }
}
