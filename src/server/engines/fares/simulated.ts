import { tripLegs, type Flight, type Offer, type Passengers, type SearchQuery, type Segment, type Ticket, type TripClass } from '../../../contracts';
import type { Airport, PlacesIndex } from '../places';
import { agencies as defaultAgencies, type Agency } from './agencies';
import { marketing } from './codeshare';
import { agencyHistory } from './history';
import { networkFor, routeDuration, type Route } from './network';
import {
  advanceFactor,
  bagFee,
  baseFare,
  carrierFactor,
  classFactor,
  connectionFactor,
  lightFactor,
  passengerFactor,
  returnFactor,
  seasonFactor,
  seatedPassengers,
  weekdayFactor,
} from './pricing';
import { chance, stableId } from './random';
import { offerTerms } from './terms';
import { trustScore } from './trust';
import { daysBetween, localDate, localDateTime } from './time';
import { byStopsAndDuration, chain, flexDateSets } from './trips';
import type { AgencyBatch, FareProvider, FareSearchContext } from './types';

const minute = 60_000;
/** Agencies stop selling a flight about two hours before departure. */
const salesCutoff = 120 * minute;
const maxTickets = 60;
/** A flexible search covers up to 49 date pairs: more tickets, still a list one can read. */
const maxFlexTickets = 120;

/** The two fares of an itinerary, for all passengers, before the agency's markup and fee. */
interface Fares {
  withBag: number;
  /** Absent when some flight has no fare without a checked bag. */
  withoutBag?: number;
  /** Checked bag allowance per passenger on the strictest flight. */
  bagKg: number;
  /** A checked bag bought apart, per passenger with a seat, for the whole trip. */
  bagPrice: number;
}

interface Itinerary {
  ticket: Omit<Ticket, 'offers'>;
  tripClass: TripClass;
  fares: Fares;
  /** Flown by more than one airline. */
  interline: boolean;
  lowCost: boolean;
}

/**
 * The simulated metasearch: real carriers on plausible routes (see `Network`), fares from
 * distance, class, season, weekday and days ahead, and a day-seeded jitter, so that the same
 * query on the same day gives the same tickets and prices.
 */
export class SimulatedFareProvider implements FareProvider {
  constructor(
    private readonly places: PlacesIndex,
    readonly agencies: readonly Agency[] = defaultAgencies,
  ) {}

  search(query: SearchQuery, { startedAt }: FareSearchContext): AgencyBatch[] {
    const itineraries = this.itineraries(query, startedAt.getTime(), this.session());
    const day = startedAt.toISOString().slice(0, 10);
    const year = startedAt.getUTCFullYear();
    return this.agencies.map((agency) => ({
      agency: {
        id: agency.id,
        name: agency.name,
        details: { name: agency.name, payment: [...agency.payment], trust: trustScore(agencyHistory(agency, year)) },
      },
      delayMs: agency.delayMs,
      tickets: itineraries
        .filter((it) => sells(agency, it, day))
        .map((it) => ({ ...it.ticket, offers: offers(agency, it, query.passengers, day) }))
        .sort((x, y) => cheapest(x) - cheapest(y)),
    }));
  }

  /**
   * The lowest price each search would show, from the same itineraries and offers, with the
   * timetables of each direction and date computed once for all the queries priced (a ±3-day grid
   * shares 14 of them among 49 searches).
   */
  lowestPrices({ startedAt }: FareSearchContext): (query: SearchQuery) => number | null {
    const now = startedAt.getTime();
    const day = startedAt.toISOString().slice(0, 10);
    const session = this.session();
    return (query) => {
      let best = Infinity;
      for (const it of this.itineraries(query, now, session)) {
        for (const agency of this.agencies) {
          if (!sells(agency, it, day)) continue;
          for (const offer of offers(agency, it, query.passengers, day)) best = Math.min(best, offer.price);
        }
      }
      return best === Infinity ? null : best;
    };
  }

  /**
   * Routes, segments and routes by duration, each worked out once per session: a search's session
   * shares a leg's timetable among the days of a flexible search, a pricing session among every
   * search it prices.
   */
  private session(): Session {
    const network = networkFor(this.places);
    const routes = new Map<string, Route[]>();
    const segments = new WeakMap<Route, Segment>();
    const sorted = new WeakMap<Route[], Route[]>();
    return {
      routes: (from, to, date, tripClass, notBefore) => {
        const key = `${from.map((a) => a.code).join()}>${to.map((a) => a.code).join()}${date}${tripClass}`;
        let found = routes.get(key);
        if (!found) routes.set(key, (found = network.routes(from, to, date, tripClass, notBefore)));
        return found;
      },
      segment: (route) => {
        let found = segments.get(route);
        if (!found) segments.set(route, (found = toSegment(route)));
        return found;
      },
      byDuration: (list) => {
        let found = sorted.get(list);
        if (!found) sorted.set(list, (found = [...list].sort((x, y) => routeDuration(x) - routeDuration(y))));
        return found;
      },
    };
  }

  private itineraries(query: SearchQuery, now: number, session: Session): Itinerary[] {
    const legs = tripLegs(query);
    const ends = legs.map((leg) => ({ from: this.places.airportsFor(leg.origin), to: this.places.airportsFor(leg.destination) }));
    const today = localDate(now, ends[0]!.from[0]!.timezone);
    const day = new Date(now).toISOString().slice(0, 10);
    const routes = (leg: number, date: string) => session.routes(ends[leg]!.from, ends[leg]!.to, date, query.tripClass, now + salesCutoff);
    const dateSets = flexDateSets(
      legs.map((leg) => leg.date),
      query.flexDays ?? 0,
      today,
    );
    // A flexible search shares its tickets out among its days, so that every day shows some.
    const perSet = dateSets.length === 1 ? maxTickets : Math.max(2, Math.ceil(maxFlexTickets / dateSets.length));
    const trips: { routes: Route[]; dates: string[] }[] = [];
    for (const dates of dateSets) {
      const found = chain(
        dates.map((date, leg) => routes(leg, date)),
        session.byDuration,
        maxTickets,
      );
      found.sort(byStopsAndDuration);
      trips.push(...found.slice(0, perSet).map((r) => ({ routes: r, dates })));
    }
    trips.sort((x, y) => byStopsAndDuration(x.routes, y.routes));
    return trips.slice(0, dateSets.length === 1 ? maxTickets : maxFlexTickets).map(({ routes: trip, dates }) => {
      const segments = trip.map(session.segment);
      const id = stableId(segments.flatMap((s) => s.flights.map((f) => `${f.carrier}${f.number}${f.origin}${f.departure}`)).join('|'));
      const perRoute = trip.map((route, i) => routeFares(route, query.tripClass, dates[i]!, daysBetween(today, dates[i]!), `${id}${i}${day}`));
      const flights = trip.flat();
      return {
        ticket: { id, segments },
        tripClass: query.tripClass,
        fares: tripFares(perRoute, query.passengers, query.returnDate !== undefined),
        interline: new Set(flights.map((leg) => leg.carrier.code)).size > 1,
        lowCost: flights.some((leg) => leg.carrier.kind === 'low'),
      };
    });
  }
}

/** Where a search's routes and segments come from, each worked out once per session. */
interface Session {
  routes(from: Airport[], to: Airport[], date: string, tripClass: TripClass, notBefore: number): Route[];
  segment(route: Route): Segment;
  /** The routes from the quickest, in their order among equals. */
  byDuration(routes: Route[]): Route[];
}

const cheapest = (ticket: Ticket) => Math.min(...ticket.offers.map((offer) => offer.price));

function toSegment(route: Route): Segment {
  const flights: Flight[] = route.map((leg) => ({
    ...marketing(leg.carrier.code, leg.number),
    origin: leg.from.code,
    destination: leg.to.code,
    departure: localDateTime(leg.departure, leg.from.timezone),
    arrival: localDateTime(leg.arrival, leg.to.timezone),
    duration: Math.round((leg.arrival - leg.departure) / minute),
    aircraft: leg.aircraft,
  }));
  return { flights, duration: Math.round(routeDuration(route) / minute) };
}

/** One direction, one adult, per-flight parts kept apart because baggage rules are per carrier. */
interface RouteFares {
  /** Fare with a bag on full-service flights, without one on low-cost flights. */
  fare: number;
  /** What the light fares of full-service flights save without a bag. */
  lightSaving: number;
  /** Low-cost carriers' bag fees, per passenger with a seat. */
  bagFees: number;
  withoutBagPossible: boolean;
  bagKg: number;
  bagPrice: number;
}

function routeFares(route: Route, tripClass: TripClass, date: string, daysAhead: number, seed: string): RouteFares {
  const demand = classFactor[tripClass] * connectionFactor[route.length - 1]! * seasonFactor(date) * weekdayFactor(date) * advanceFactor(daysAhead);
  const jitter = 0.9 + 0.25 * chance(seed);
  const economy = tripClass === 'Y' || tripClass === 'W';
  const result: RouteFares = { fare: 0, lightSaving: 0, bagFees: 0, withoutBagPossible: tripClass === 'Y', bagKg: economy ? 23 : 32, bagPrice: 0 };
  for (const leg of route) {
    const fare = baseFare(leg.km) * carrierFactor[leg.carrier.kind] * demand * jitter;
    result.fare += fare;
    result.bagPrice += bagFee(leg.km);
    if (leg.carrier.kind === 'low') {
      result.bagFees += bagFee(leg.km);
      result.bagKg = Math.min(result.bagKg, 20);
    } else if (leg.carrier.light) {
      result.lightSaving += fare * (1 - lightFactor);
    } else {
      result.withoutBagPossible = false;
    }
  }
  return result;
}

/** A return is cheaper than two one-ways; a multi-city trip is priced leg by leg. */
function tripFares(routes: RouteFares[], passengers: Passengers, isReturn: boolean): Fares {
  const discount = isReturn ? returnFactor : 1;
  const people = passengerFactor(passengers);
  const seated = seatedPassengers(passengers);
  const sum = (pick: (r: RouteFares) => number) => routes.reduce((total, r) => total + pick(r), 0);
  const fare = sum((r) => r.fare) * discount * people;
  return {
    withBag: fare + sum((r) => r.bagFees) * seated,
    withoutBag: routes.every((r) => r.withoutBagPossible) ? fare - sum((r) => r.lightSaving) * discount * people : undefined,
    bagKg: Math.min(...routes.map((r) => r.bagKg)),
    bagPrice: sum((r) => r.bagPrice),
  };
}

function sells(agency: Agency, itinerary: Itinerary, day: string): boolean {
  if (itinerary.interline && !agency.interline) return false;
  if (itinerary.lowCost && !agency.lowCost) return false;
  return chance(`${agency.id}${itinerary.ticket.id}${day}`) < agency.coverage;
}

function offers(agency: Agency, { ticket, fares, tripClass, lowCost }: Itinerary, passengers: Passengers, day: string): Offer[] {
  // Each agency's price moves a little around its markup, differently per itinerary and day.
  const factor = 1 + agency.markup + (chance(`${agency.id}${ticket.id}${day}price`) - 0.5) * 0.03;
  const fee = agency.fee * seatedPassengers(passengers);
  const price = (fare: number) => Math.round(fare * factor + fee);
  const seated = seatedPassengers(passengers);
  const offer = (total: number, withBag: boolean): Offer => ({
    agency_id: agency.id,
    agency_name: agency.name,
    sells_here: agency.sellsHere,
    price: price(total),
    baggage: withBag,
    ...(withBag ? { baggage_kg: fares.bagKg } : {}),
    ...offerTerms({ agency, seed: `${ticket.id}${day}`, tripClass, lowCost, withBag, fare: price(total) / seated, bagPrice: fares.bagPrice }),
  });
  const withBag = offer(fares.withBag, true);
  if (fares.withoutBag === undefined) return [withBag];
  const withoutBag = offer(fares.withoutBag, false);
  return agency.baggage === 'both' ? [withoutBag, withBag] : agency.baggage === 'without' ? [withoutBag] : [withBag];
}
