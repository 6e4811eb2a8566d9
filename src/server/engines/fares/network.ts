import type { TripClass } from '../../../contracts';
import type { Airport, PlacesIndex } from '../places';
import { cabins, carriersAt, mayServe, rangeKm, type Carrier } from './carriers';
import { blockMinutes, distanceKm } from './geo';
import { chance, hash32 } from './random';
import { addDays, localDate, zonedToUtc } from './time';

/** One flight on one day. Times are UTC milliseconds. */
export interface Leg {
  carrier: Carrier;
  from: Airport;
  to: Airport;
  number: string;
  aircraft: string;
  departure: number;
  arrival: number;
  km: number;
}

/** One direction of a trip: one to three legs. */
export type Route = Leg[];

const minute = 60_000;
const minConnection = 60 * minute;
const maxConnection = 8 * 60 * minute;
const narrowBodies = ['Airbus A320', 'Airbus A321', 'Boeing 737-800'];
const wideBodies = ['Boeing 777-300ER', 'Airbus A350-900', 'Boeing 787-9', 'Airbus A330-300'];

/** Caps per direction and airport pair, so that a big city pair stays a readable list. */
const limits = { direct: 16, oneStop: 24, twoStop: 8, hubs: 5, twoStopWhenFewerThan: 10 };

/**
 * Which carriers fly where and when. Hub-and-spoke: a carrier flies from its hubs to airports big
 * enough for the distance (relative to the hub, so any weight scale works); a domestic spoke may
 * be much smaller. Timetables are fixed per carrier and route, only fares change day to day.
 */
export class Network {
  private readonly hubs: Airport[];
  private readonly operatorCache = new Map<string, Carrier[]>();
  /** The same every day: only the instants move with the date (and daylight saving time). */
  private readonly timetables = new Map<string, Slot[]>();

  constructor(private readonly places: PlacesIndex) {
    this.hubs = [...carriersAt.keys()].map((code) => places.airport(code)).filter((airport): airport is Airport => !!airport);
  }

  /** Carriers with a non-stop flight between two airports, at most four. */
  operators(a: Airport, b: Airport): Carrier[] {
    const key = `${a.code}${b.code}`;
    let found = this.operatorCache.get(key);
    if (found) return found;
    found = [];
    const km = distanceKm(a, b);
    if (km >= 150) {
      for (const [hub, spoke] of [
        [a, b],
        [b, a],
      ] as const) {
        for (const carrier of carriersAt.get(hub.code) ?? []) {
          if (found.includes(carrier) || km > rangeKm[carrier.kind]) continue;
          if (!mayServe(carrier.country, a.countryCode) || !mayServe(carrier.country, b.countryCode)) continue;
          if (carrier.hubs.includes(spoke.code) || bigEnough(hub, spoke, km, spoke.countryCode === carrier.country)) found.push(carrier);
        }
      }
    }
    found = found.slice(0, 4);
    this.operatorCache.set(key, found);
    return found;
  }

  /** Every flight of a carrier between two airports leaving on a local date. */
  departures(carrier: Carrier, from: Airport, to: Airport, date: string): Leg[] {
    const key = `${carrier.code}${from.code}${to.code}`;
    let slots = this.timetables.get(key);
    if (!slots) this.timetables.set(key, (slots = timetable(key, carrier, from, to)));
    return slots.map((slot) => {
      const departure = zonedToUtc(date, slot.minuteOfDay, from.timezone);
      return { carrier, from, to, number: slot.number, aircraft: slot.aircraft, departure, arrival: departure + slot.minutes * minute, km: slot.km };
    });
  }

  /** The first flight leaving within a connection window after an arrival. */
  private connection(carrier: Carrier, from: Airport, to: Airport, arrival: number): Leg | undefined {
    const date = localDate(arrival, from.timezone);
    const legs = [...this.departures(carrier, from, to, date), ...this.departures(carrier, from, to, addDays(date, 1))];
    return legs.find((leg) => leg.departure >= arrival + minConnection && leg.departure <= arrival + maxConnection);
  }

  /** Non-stop, one-stop and (when those are few) two-stop routes leaving on a local date. */
  routes(origins: Airport[], destinations: Airport[], date: string, tripClass: TripClass, notBefore: number): Route[] {
    const sells = (carrier: Carrier) => cabins[carrier.kind].includes(tripClass);
    const all: Route[] = [];
    for (const a of origins) {
      for (const b of destinations) {
        const direct: Route[] = [];
        for (const carrier of this.operators(a, b).filter(sells)) {
          for (const leg of this.departures(carrier, a, b, date)) if (leg.departure >= notBefore) direct.push([leg]);
        }
        const oneStop = this.oneStop(a, b, date, sells, notBefore);
        const twoStop = direct.length + oneStop.length < limits.twoStopWhenFewerThan ? this.twoStop(a, b, date, sells, notBefore) : [];
        all.push(
          ...direct.sort(byDeparture).slice(0, limits.direct),
          ...oneStop.sort(byDuration).slice(0, limits.oneStop),
          ...twoStop.sort(byDuration).slice(0, limits.twoStop),
        );
      }
    }
    return all;
  }

  /** Hubs in order of the detour they cost (at most 2.2 times the direct distance). */
  private viaHubs(a: Airport, b: Airport): Airport[] {
    const km = distanceKm(a, b);
    return this.hubs
      .filter((hub) => hub.cityCode !== a.cityCode && hub.cityCode !== b.cityCode)
      .map((hub) => ({ hub, detour: (distanceKm(a, hub) + distanceKm(hub, b)) / km }))
      .filter(({ detour }) => detour <= 2.2)
      .sort((x, y) => x.detour - y.detour)
      .map(({ hub }) => hub);
  }

  private oneStop(a: Airport, b: Airport, date: string, sells: (c: Carrier) => boolean, notBefore: number): Route[] {
    const routes: Route[] = [];
    let hubsUsed = 0;
    for (const hub of this.viaHubs(a, b)) {
      const first = this.operators(a, hub).filter(sells);
      const second = this.operators(hub, b).filter(sells);
      // Mostly one airline through its own hub; one pair of two airlines, as agencies combine them.
      const pairs: [Carrier, Carrier][] = first.filter((c) => second.includes(c)).map((c) => [c, c]);
      const mixed = first.flatMap((c1) => second.filter((c2) => c2 !== c1).map((c2): [Carrier, Carrier] => [c1, c2]))[0];
      if (mixed) pairs.push(mixed);
      if (pairs.length === 0) continue;
      for (const [c1, c2] of pairs.slice(0, 3)) {
        for (const leg1 of this.departures(c1, a, hub, date)) {
          if (leg1.departure < notBefore) continue;
          const leg2 = this.connection(c2, hub, b, leg1.arrival);
          if (leg2) routes.push([leg1, leg2]);
        }
      }
      if (++hubsUsed === limits.hubs) break;
    }
    return routes;
  }

  private twoStop(a: Airport, b: Airport, date: string, sells: (c: Carrier) => boolean, notBefore: number): Route[] {
    const km = distanceKm(a, b);
    const candidates: { h1: Airport; h2: Airport; detour: number }[] = [];
    const hubs = this.viaHubs(a, b).slice(0, 30);
    for (const h1 of hubs) {
      for (const h2 of hubs) {
        if (h1 === h2 || h1.cityCode === h2.cityCode) continue;
        const detour = (distanceKm(a, h1) + distanceKm(h1, h2) + distanceKm(h2, b)) / km;
        if (detour <= 2.2) candidates.push({ h1, h2, detour });
      }
    }
    const routes: Route[] = [];
    let pairsUsed = 0;
    for (const { h1, h2 } of candidates.sort((x, y) => x.detour - y.detour)) {
      const middle = this.operators(h1, h2).filter(sells);
      const first = this.operators(a, h1).filter(sells);
      const last = this.operators(h2, b).filter(sells);
      if (!middle.length || !first.length || !last.length) continue;
      const c2 = middle.find((c) => first.includes(c) || last.includes(c)) ?? middle[0]!;
      const c1 = first.includes(c2) ? c2 : first[0]!;
      const c3 = last.includes(c2) ? c2 : last[0]!;
      for (const leg1 of this.departures(c1, a, h1, date)) {
        if (leg1.departure < notBefore) continue;
        const leg2 = this.connection(c2, h1, h2, leg1.arrival);
        const leg3 = leg2 && this.connection(c3, h2, b, leg2.arrival);
        if (leg2 && leg3) routes.push([leg1, leg2, leg3]);
      }
      if (++pairsUsed === 3) break;
    }
    return routes;
  }
}

/**
 * Whether a spoke is big enough for a non-stop from a hub: the longer the flight, the bigger the
 * spoke must be relative to the hub. Domestic spokes are fed from the national hubs anyway.
 */
function bigEnough(hub: Airport, spoke: Airport, km: number, domestic: boolean): boolean {
  const share = km < 2000 ? 0.2 : km < 5000 ? 0.3 : km < 9000 ? 0.45 : 0.6;
  return spoke.weight >= hub.weight * (domestic ? share / 4 : share);
}

/** One daily departure of a carrier's route, as its timetable fixes it. */
interface Slot {
  minuteOfDay: number;
  number: string;
  aircraft: string;
  minutes: number;
  km: number;
}

function timetable(key: string, carrier: Carrier, from: Airport, to: Airport): Slot[] {
  const km = distanceKm(from, to);
  const size = Math.min(from.weight, to.weight) / Math.max(from.weight, to.weight, 1);
  // Short routes between big airports several times a day, long ones once or twice.
  const perDay = km > 3000 ? 1 + Number(chance(key) < size * 0.7) : 1 + Math.round(size * 2);
  const window = 1020 / perDay; // departures between 06:00 and 23:00
  const longHaul = km > 4500 && carrier.kind !== 'low' && carrier.kind !== 'narrow';
  const minutes = blockMinutes(km) + ((hash32(key) % 3) - 1) * 5;
  const types = longHaul ? wideBodies : narrowBodies;
  return Array.from({ length: perDay }, (_, slot) => ({
    minuteOfDay: 360 + Math.round((slot * window + chance(`${key}${slot}`) * window * 0.8) / 5) * 5,
    number: String(100 + (hash32(`${key}${slot}`) % 1900)),
    aircraft: types[hash32(`${key}${slot}ac`) % types.length]!,
    minutes,
    km,
  }));
}

export const routeDuration = (route: Route) => route[route.length - 1]!.arrival - route[0]!.departure;
const byDuration = (x: Route, y: Route) => routeDuration(x) - routeDuration(y) || x[0]!.departure - y[0]!.departure;
const byDeparture = (x: Route, y: Route) => x[0]!.departure - y[0]!.departure;

const networks = new WeakMap<PlacesIndex, Network>();
/** One network per places index: operators are cached across searches. */
export function networkFor(places: PlacesIndex): Network {
  let network = networks.get(places);
  if (!network) networks.set(places, (network = new Network(places)));
  return network;
}
