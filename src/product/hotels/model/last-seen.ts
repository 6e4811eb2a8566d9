import { createEffect, createEvent, createStore, sample } from 'effector';
import { readJson, writeJson } from '../../../platform/storage';
import { $hotel } from './hotel';

// "Price since your last visit": the browser remembers the cheapest total it last showed for each
// hotel and stay (this browser only, nothing sent anywhere), and the hotel page says how today's
// compares. Nothing is shown on a first visit.

export interface SeenPrice {
  total: number;
  /** When it was shown, ISO. */
  seenAt: string;
}
export type SeenPrices = Record<string, SeenPrice>;

export const storageKey = 'hotels.lastSeen';
/** At most this many hotels and stays are remembered; the longest unseen go first. */
export const maxRemembered = 100;

/** A hotel and a stay, as the browser remembers them. */
export const seenKey = (hotelId: string, stay: { check_in: string; check_out: string; adults: number; children: number[]; rooms: number }) =>
  [hotelId, stay.check_in, stay.check_out, stay.adults, [...stay.children].sort((a, b) => a - b).join('.'), stay.rooms].join('|');

const isSeen = (value: unknown): value is SeenPrice =>
  typeof value === 'object' && value !== null && Number.isInteger((value as SeenPrice).total) && typeof (value as SeenPrice).seenAt === 'string';

/** The remembered prices of what storage holds, anything unreadable left out. */
export function readSeen(value: unknown): SeenPrices {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, seen]) => isSeen(seen))) as SeenPrices;
}

/** Remembers a total shown now: the one remembered before (null the first time), and what to keep, at most `maxRemembered`. */
export function remember(seen: SeenPrices, key: string, shown: SeenPrice): { previous: SeenPrice | null; next: SeenPrices } {
  const previous = Object.hasOwn(seen, key) ? seen[key]! : null;
  const rest = Object.entries(seen).filter(([other]) => other !== key);
  const kept = rest.sort(([, a], [, b]) => (a.seenAt < b.seenAt ? 1 : a.seenAt > b.seenAt ? -1 : 0)).slice(0, maxRemembered - 1);
  return { previous, next: Object.fromEntries([[key, shown], ...kept]) };
}

export type PriceSince = { kind: 'cheaper' | 'dearer'; amount: number; previous: SeenPrice } | { kind: 'same'; previous: SeenPrice };

/** How today's total compares with the one last seen. */
export function priceSince(previous: SeenPrice, total: number): PriceSince {
  if (total < previous.total) return { kind: 'cheaper', amount: previous.total - total, previous };
  if (total > previous.total) return { kind: 'dearer', amount: total - previous.total, previous };
  return { kind: 'same', previous };
}

/** The page showed a hotel's cheapest total for a stay (called from the browser only). */
export const hotelPriceShown = createEvent<{ key: string; total: number; at: string }>();

const rememberFx = createEffect(({ key, total, at }: { key: string; total: number; at: string }) => {
  const { previous, next } = remember(readSeen(readJson(storageKey)), key, { total, seenAt: at });
  writeJson(storageKey, next);
  return { key, since: previous && priceSince(previous, total) };
});

/** The comparison for the hotel and stay shown; null on a first visit. */
export const $priceSince = createStore<{ key: string; since: PriceSince | null } | null>(null, { serialize: 'ignore' })
  .on(rememberFx.doneData, (_, result) => result)
  .reset($hotel.updates);

// Once per hotel and stay shown: a second render of the same page compares with the visit before, not with itself.
sample({ clock: hotelPriceShown, source: $priceSince, filter: (current, { key }) => current?.key !== key, fn: (_, shown) => shown, target: rememberFx });
