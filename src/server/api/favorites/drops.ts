import type { PriceChannel } from '../../../contracts/favorites';
import type { SearchQuery } from '../../../contracts/search';

// What the price-drop job decides, apart from where its data comes from: which checks are drops,
// and how drops become one digest per user and channel.

/** A subscription as the job checked it. */
export interface Check {
  id: string;
  userId: string;
  channel: PriceChannel;
  language: string;
  query: SearchQuery;
  subscribedPrice: number;
  /** The price the latest digest told of, null before any. */
  notifiedPrice: number | null;
  /** Today's cheapest price, null when the search has no tickets now. */
  currentPrice: number | null;
}

export interface Drop {
  subscriptionId: string;
  query: SearchQuery;
  /** The price it is measured from: the last one told of, else the one subscribed at. */
  from: number;
  to: number;
}

/**
 * A drop is a current price below the last price the user was told of (the subscribed price
 * before any digest). A price that went up and came back is not news: it is measured from the
 * last digest, so the same drop is never sent twice.
 */
export function dropOf(check: Check): Drop | null {
  if (check.currentPrice === null) return null;
  const from = check.notifiedPrice ?? check.subscribedPrice;
  return check.currentPrice < from ? { subscriptionId: check.id, query: check.query, from, to: check.currentPrice } : null;
}

export interface Digest {
  userId: string;
  channel: PriceChannel;
  /** The UI language the first subscription with a drop was made in. */
  language: string;
  /** Biggest saving first. */
  drops: Drop[];
}

/** One digest per user and channel, holding every drop of that user's subscriptions on that channel. */
export function digestsOf(checks: readonly Check[]): Digest[] {
  const digests = new Map<string, Digest>();
  for (const check of checks) {
    const drop = dropOf(check);
    if (!drop) continue;
    const key = `${check.userId} ${check.channel}`;
    const digest = digests.get(key) ?? { userId: check.userId, channel: check.channel, language: check.language, drops: [] };
    digest.drops.push(drop);
    digests.set(key, digest);
  }
  for (const digest of digests.values()) digest.drops.sort((a, b) => b.from - b.to - (a.from - a.to) || a.to - b.to);
  return [...digests.values()];
}
