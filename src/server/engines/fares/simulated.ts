import type { Flight, Offer, Passengers, SearchQuery, Segment, Ticket, TripClass } from '../../../contracts';
import type { PlacesIndex } from '../places';
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
import type { AgencyBatch, FareProvider, FareSearchContext } from './types';

const minute = 60_000;
/** Agencies stop selling a flight about two hours before departure. */
const salesCutoff = 120 * minute;
/** The shortest stay at the destination a return ticket allows. */
const minStay = 120 * minute;
const maxTickets = 60;

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
    const itineraries = this.itineraries(query, startedAt.getTime());
    const day = startedAt.toISOString().slice(0, 10);
    const year = startedAt.getUTCFullYear();
    return this.agencies.map((agency) => ({
      agency: { id: agency.id, name: agency.name, details: { name: agency.name, payment: [...agency.payment], trust: trustScore(agencyHistory(agency, year)) } },
      delayMs: agency.delayMs,
      tickets: itineraries
        .filter((it) => sells(agency, it, day))
        .map((it) => ({ ...it.ticket, offers: offers(agency, it, query.passengers, day) }))
        .sort((x, y) => cheapest(x) - cheapest(y)),
    }));
  }

  private itineraries(query: SearchQuery, now: number): Itinerary[] {
    const network = networkFor(this.places);
    const origins = this.places.airportsFor(query.origin);
    const destinations = this.places.airportsFor(query.destination);
    const today = localDate(now, origins[0]!.timezone);
    const day = new Date(now).toISOString().slice(0, 10);
    const outbound = network.routes(origins, destinations, query.departDate, query.tripClass, now + salesCutoff);
    const trips: Route[][] = [];
    if (query.returnDate === undefined) {
      trips.push(...outbound.map((route) => [route]));
    } else {
      const inbound = network.routes(destinations, origins, query.returnDate, query.tripClass, now + salesCutoff);
      for (const out of outbound) {
        const back = out[out.length - 1]!.arrival + minStay;
        // The same airline back first (what people buy as a return), then the quickest.
        const choices = inbound
          .filter((route) => route[0]!.departure >= back)
          .sort((x, y) => Number(y[0]!.carrier === out[0]!.carrier) - Number(x[0]!.carrier === out[0]!.carrier) || routeDuration(x) - routeDuration(y));
        for (const route of choices.slice(0, 2)) trips.push([out, route]);
      }
    }
    trips.sort((x, y) => stops(x) - stops(y) || tripDuration(x) - tripDuration(y));
    return trips.slice(0, maxTickets).map((routes) => {
      const dates = [query.departDate, query.returnDate ?? query.departDate];
      const segments = routes.map(toSegment);
      const id = stableId(segments.flatMap((s) => s.flights.map((f) => `${f.carrier}${f.number}${f.origin}${f.departure}`)).join('|'));
      const perRoute = routes.map((route, i) => routeFares(route, query.tripClass, dates[i]!, daysBetween(today, dates[i]!), `${id}${i}${day}`));
      const legs = routes.flat();
      return {
        ticket: { id, segments },
        tripClass: query.tripClass,
        fares: tripFares(perRoute, query.passengers, routes.length > 1),
        interline: new Set(legs.map((leg) => leg.carrier.code)).size > 1,
        lowCost: legs.some((leg) => leg.carrier.kind === 'low'),
      };
    });
  }
}

const cheapest = (ticket: Ticket) => Math.min(...ticket.offers.map((offer) => offer.price));
const stops = (routes: Route[]) => routes.reduce((sum, route) => sum + route.length - 1, 0);
const tripDuration = (routes: Route[]) => routes.reduce((sum, route) => sum + routeDuration(route), 0);

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
  const demand =
    classFactor[tripClass] * connectionFactor[route.length - 1]! * seasonFactor(date) * weekdayFactor(date) * advanceFactor(daysAhead);
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
