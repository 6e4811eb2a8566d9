import type { Alliance, Ticket } from '../../../contracts';
import { cardTotal, type PriceBasis } from './card-offer';
import { factsOf, type TicketFacts } from './ticket-facts';

/** Inclusive bounds; `max` may be Infinity (no upper bound). */
export interface Range {
  min: number;
  max: number;
}

/** What the traveller narrowed one leg (one segment of the ticket) to. */
export interface LegFilter {
  /** Minutes since local midnight of the leg's first departure and of its last arrival. */
  depart: Range | null;
  arrive: Range | null;
  /** Airports the leg may start from and end at (of a metro code such as MOW); empty allows all. */
  from: string[];
  to: string[];
}

/** Every filter of the results; an empty list or null allows everything. */
export interface TicketFilters {
  /** Allowed numbers of stops (2 means two or more). */
  stops: number[];
  /** The ticket's price: the card's, for the bags chosen and the traveller's card, at the agencies allowed (`cardOffer`). */
  price: Range | null;
  /** Minutes over every leg. */
  duration: Range | null;
  /** Each change's wait, minutes; a direct ticket has none to exceed. */
  layover: Range | null;
  /** A ticket with any of these marketing carriers. */
  airlines: string[];
  /** A ticket whose every carrier belongs to one of these alliances (miles and through-checked bags). */
  alliances: Alliance[];
  /**
   * Checked bags per passenger with a seat (0–2) every price is for: included in the fare or bought
   * from the agency. A ticket no agency sells with them is not shown.
   */
  bags: number;
  /** Only these agencies' offers. */
  agencies: string[];
  /** Per leg, by position; missing legs allow everything. */
  legs: LegFilter[];
}

export const noLegFilter: LegFilter = { depart: null, arrive: null, from: [], to: [] };
export const noFilters: TicketFilters = {
  stops: [],
  price: null,
  duration: null,
  layover: null,
  airlines: [],
  alliances: [],
  bags: 0,
  agencies: [],
  legs: [],
};

/** The most checked bags per passenger a fare can carry (the fare engine's `extra_bags` go up to two). */
export const bagCounts = [0, 1, 2] as const;

/** A group whose values a ticket has or lacks (the per-leg ones named with the leg's position). */
export type FilterGroup =
  'stops' | 'duration' | 'layover' | 'airlines' | 'alliances' | `depart:${number}` | `arrive:${number}` | `from:${number}` | `to:${number}`;

/** What a reset clears: one group of the panel (times and airports of every leg together). */
export type ResetGroup = 'stops' | 'price' | 'duration' | 'layover' | 'airlines' | 'alliances' | 'bags' | 'agencies' | 'times' | 'airports';

/** Airline code → its alliance. */
export type AllianceMap = ReadonlyMap<string, Alliance>;

export const within = (value: number, range: Range | null) => !range || (value >= range.min && value <= range.max);

/** The alliance all of a ticket's carriers belong to, or null. */
export function allianceOf(carriers: readonly string[], alliances: AllianceMap): Alliance | null {
  const first = alliances.get(carriers[0] ?? '');
  return first && carriers.every((code) => alliances.get(code) === first) ? first : null;
}

/** The groups (not price, bags or agencies: see `filteredPrice`) a ticket fails, at most `limit` of them. */
export function failedGroups(facts: TicketFacts, filters: TicketFilters, alliances: AllianceMap, limit = 2): FilterGroup[] {
  const failed: FilterGroup[] = [];
  const fail = (group: FilterGroup) => failed.push(group) >= limit;
  if (filters.stops.length > 0 && !filters.stops.includes(facts.stops) && fail('stops')) return failed;
  if (!within(facts.duration, filters.duration) && fail('duration')) return failed;
  if (filters.layover && facts.layovers.some((wait) => !within(wait, filters.layover)) && fail('layover')) return failed;
  if (filters.airlines.length > 0 && !facts.carriers.some((code) => filters.airlines.includes(code)) && fail('airlines')) return failed;
  if (filters.alliances.length > 0) {
    const alliance = allianceOf(facts.carriers, alliances);
    if ((!alliance || !filters.alliances.includes(alliance)) && fail('alliances')) return failed;
  }
  for (const [index, leg] of filters.legs.entries()) {
    const legFacts = facts.legs[index];
    if (!legFacts) continue;
    if (!within(legFacts.departMinute, leg.depart) && fail(`depart:${index}`)) return failed;
    if (!within(legFacts.arriveMinute, leg.arrive) && fail(`arrive:${index}`)) return failed;
    if (leg.from.length > 0 && !leg.from.includes(legFacts.from) && fail(`from:${index}`)) return failed;
    if (leg.to.length > 0 && !leg.to.includes(legFacts.to) && fail(`to:${index}`)) return failed;
  }
  return failed;
}

/**
 * The ticket's price under the filters: the card's total for their bags and the traveller's card
 * at the cheapest agency they allow (`ignore` allows every agency); Infinity when none can sell it so.
 */
export function filteredPrice(ticket: Ticket, filters: TicketFilters, basis: PriceBasis, ignore?: 'agencies'): number {
  return cardTotal(ticket, basis, filters.bags, ignore === 'agencies' ? [] : filters.agencies);
}

const offersKey = (filters: TicketFilters) => filters.agencies.join();

// The same narrowed ticket object for the same ticket and agency filter: a card kept on screen
// (memoised by its ticket) does not render again when another batch streams in.
const narrowed = new WeakMap<Ticket, { key: string; ticket: Ticket }>();

/** The ticket with only the offers of the agencies the filter allows (itself when it allows all). */
function withAllowedOffers(ticket: Ticket, filters: TicketFilters): Ticket {
  const key = offersKey(filters);
  if (!key) return ticket;
  const known = narrowed.get(ticket);
  if (known?.key === key) return known.ticket;
  const result = { ...ticket, offers: ticket.offers.filter((offer) => filters.agencies.includes(offer.agency_id)) };
  narrowed.set(ticket, { key, ticket: result });
  return result;
}

/** The tickets every filter allows, each with the offers of the agencies allowed. */
export function applyFilters(tickets: readonly Ticket[], filters: TicketFilters, basis: PriceBasis, alliances: AllianceMap = new Map()): Ticket[] {
  const shown: Ticket[] = [];
  for (const ticket of tickets) {
    if (failedGroups(factsOf(ticket), filters, alliances, 1).length > 0) continue;
    const price = filteredPrice(ticket, filters, basis);
    if (price === Infinity || !within(price, filters.price)) continue;
    shown.push(withAllowedOffers(ticket, filters));
  }
  return shown;
}

/** The filters with one group cleared, or all of them. */
export function resetFilters(filters: TicketFilters, group?: ResetGroup): TicketFilters {
  if (!group) return noFilters;
  if (group === 'times') return trimLegs({ ...filters, legs: filters.legs.map((leg) => ({ ...leg, depart: null, arrive: null })) });
  if (group === 'airports') return trimLegs({ ...filters, legs: filters.legs.map((leg) => ({ ...leg, from: [], to: [] })) });
  return { ...filters, [group]: noFilters[group] };
}

const legActive = (leg: LegFilter) => leg.depart !== null || leg.arrive !== null || leg.from.length > 0 || leg.to.length > 0;

/** Without the legs at the end that filter nothing, so that equal filters look equal. */
export function trimLegs(filters: TicketFilters): TicketFilters {
  let end = filters.legs.length;
  while (end > 0 && !legActive(filters.legs[end - 1]!)) end--;
  return end === filters.legs.length ? filters : { ...filters, legs: filters.legs.slice(0, end) };
}

/** The filters with one leg's filter changed. */
export function withLeg(filters: TicketFilters, index: number, change: Partial<LegFilter>): TicketFilters {
  const legs = Array.from({ length: Math.max(filters.legs.length, index + 1) }, (_, at) => filters.legs[at] ?? noLegFilter);
  legs[index] = { ...legs[index]!, ...change };
  return trimLegs({ ...filters, legs });
}

/** Which groups of the panel narrow the results now. */
export function activeGroups(filters: TicketFilters): ResetGroup[] {
  const groups: ResetGroup[] = [];
  for (const group of ['stops', 'airlines', 'alliances', 'agencies'] as const) if (filters[group].length > 0) groups.push(group);
  for (const group of ['price', 'duration', 'layover'] as const) if (filters[group]) groups.push(group);
  if (filters.bags !== noFilters.bags) groups.push('bags');
  if (filters.legs.some((leg) => leg.depart || leg.arrive)) groups.push('times');
  if (filters.legs.some((leg) => leg.from.length > 0 || leg.to.length > 0)) groups.push('airports');
  return groups;
}
