import type { Alliance, Ticket } from '../../../contracts';
import { agencyOffers, type PriceBasis } from './card-offer';
import { allianceOf, bagCounts, failedGroups, filteredPrice, within, type AllianceMap, type FilterGroup, type TicketFilters } from './filters';
import { factsOf, type TicketFacts } from './ticket-facts';

/** A value of a filter: how many tickets it would show with every other filter applied, and the cheapest of them. */
export interface Facet<Value> {
  value: Value;
  count: number;
  /** Infinity when it would show none. */
  minPrice: number;
}

/** The extent of a range filter over every ticket found, so that its slider does not move as others change. */
export interface Bounds {
  min: number;
  max: number;
}

export interface LegFacets {
  from: Facet<string>[];
  to: Facet<string>[];
}

export interface Facets {
  stops: Facet<number>[];
  airlines: Facet<string>[];
  alliances: Facet<Alliance>[];
  agencies: (Facet<string> & { name: string })[];
  /** Each number of checked bags: the tickets sold with them under the other filters, and the cheapest total with them. */
  bags: Facet<number>[];
  price: Bounds | null;
  duration: Bounds | null;
  layover: Bounds | null;
  legs: LegFacets[];
}

class Tally<Value> {
  readonly map = new Map<Value, Facet<Value>>();
  seen(value: Value): Facet<Value> {
    let facet = this.map.get(value);
    if (!facet) this.map.set(value, (facet = { value, count: 0, minPrice: Infinity }));
    return facet;
  }
  add(value: Value, price: number) {
    const facet = this.seen(value);
    facet.count += 1;
    facet.minPrice = Math.min(facet.minPrice, price);
  }
  /** Values that show tickets first, cheapest first; then the others (still listed: one may be checked). */
  byPrice(): Facet<Value>[] {
    return [...this.map.values()].sort((a, b) => a.minPrice - b.minPrice || String(a.value).localeCompare(String(b.value)));
  }
}

const widen = (bounds: Bounds | null, min: number, max: number): Bounds =>
  bounds ? { min: Math.min(bounds.min, min), max: Math.max(bounds.max, max) } : { min, max };

/**
 * The values of every filter over the tickets found. A value's count and cheapest price are
 * those of the tickets it would show with every other active filter applied (a ticket failing
 * only the airline filter still counts for the airlines, as checking its airline would show it);
 * the value lists and the ranges' bounds cover every ticket found, so nothing jumps while filtering.
 */
export function facets(tickets: readonly Ticket[], filters: TicketFilters, basis: PriceBasis, alliances: AllianceMap = new Map()): Facets {
  const stops = new Tally<number>();
  const airlines = new Tally<string>();
  const allianceTally = new Tally<Alliance>();
  const agencies = new Tally<string>();
  const agencyNames = new Map<string, string>();
  const bags = new Tally<number>();
  for (const count of bagCounts) bags.seen(count);
  const legs: { from: Tally<string>; to: Tally<string> }[] = [];
  let price: Bounds | null = null;
  let duration: Bounds | null = null;
  let layover: Bounds | null = null;

  const count = (group: FilterGroup | 'all', facts: TicketFacts, amount: number, alliance: Alliance | null) => {
    if (group === 'all' || group === 'stops') stops.add(facts.stops, amount);
    if (group === 'all' || group === 'airlines') for (const code of facts.carriers) airlines.add(code, amount);
    if ((group === 'all' || group === 'alliances') && alliance) allianceTally.add(alliance, amount);
    for (const [index, leg] of facts.legs.entries()) {
      if (group === 'all' || group === `from:${index}`) legs[index]!.from.add(leg.from, amount);
      if (group === 'all' || group === `to:${index}`) legs[index]!.to.add(leg.to, amount);
    }
  };

  for (const ticket of tickets) {
    const facts = factsOf(ticket);
    const alliance = allianceOf(facts.carriers, alliances);
    // Every value found is listed, with or without tickets under the other filters.
    stops.seen(facts.stops);
    for (const code of facts.carriers) airlines.seen(code);
    if (alliance) allianceTally.seen(alliance);
    for (const [index, leg] of facts.legs.entries()) {
      legs[index] ??= { from: new Tally(), to: new Tally() };
      legs[index].from.seen(leg.from);
      legs[index].to.seen(leg.to);
    }
    for (const offer of ticket.offers) {
      agencies.seen(offer.agency_id);
      agencyNames.set(offer.agency_id, offer.agency_name);
    }
    // Every agency's total for the bags chosen, the cheapest and the dearest.
    const priced = agencyOffers(ticket, basis, filters.bags);
    if (priced.length > 0) price = widen(price, priced[0]!.total.total, priced.at(-1)!.total.total);
    duration = widen(duration, facts.duration, facts.duration);
    if (facts.layovers.length > 0) layover = widen(layover, Math.min(...facts.layovers), Math.max(...facts.layovers));

    const failed = failedGroups(facts, filters, alliances);
    if (failed.length > 1) continue;
    const amount = filteredPrice(ticket, filters, basis);
    const shown = amount !== Infinity && within(amount, filters.price);
    if (failed.length === 1) {
      if (shown) count(failed[0]!, facts, amount, alliance);
      continue;
    }
    if (shown) count('all', facts, amount, alliance);
    // Bags and agencies decide the price the price filter reads: each value is counted at its own.
    for (const count of bagCounts) {
      const total = filteredPrice(ticket, { ...filters, bags: count }, basis);
      if (total !== Infinity && within(total, filters.price)) bags.add(count, total);
    }
    for (const { offer, total } of priced) if (within(total.total, filters.price)) agencies.add(offer.agency_id, total.total);
  }

  return {
    stops: [...stops.map.values()].sort((a, b) => a.value - b.value),
    airlines: airlines.byPrice(),
    alliances: allianceTally.byPrice(),
    agencies: agencies.byPrice().map((facet) => ({ ...facet, name: agencyNames.get(facet.value) ?? facet.value })),
    bags: [...bags.map.values()].sort((a, b) => a.value - b.value),
    price,
    duration,
    layover,
    legs: legs.map((leg) => ({ from: leg.from.byPrice(), to: leg.to.byPrice() })),
  };
}
