import type { Airport, PlacesIndex } from '../places';
import { carrierByCode, carriersAt, type Carrier } from './carriers';
import { blockMinutes, distanceKm } from './geo';
import { networkFor, type Leg } from './network';

/** A non-stop route of the network, one direction. */
export interface ScheduledRoute {
  from: Airport;
  to: Airport;
  carriers: Carrier[];
  km: number;
  minutes: number;
}

/** Airports of the biggest cities looked at as spokes: the network flies to big enough airports only. */
const spokeCities = 600;
const spokesByPlaces = new WeakMap<PlacesIndex, Airport[]>();

/** The airports a hub may fly to: every hub and the airports of the biggest cities, biggest first. */
function spokes(places: PlacesIndex): Airport[] {
  let found = spokesByPlaces.get(places);
  if (found) return found;
  const codes = new Set([...carriersAt.keys(), ...places.largestCities(spokeCities).flatMap((city) => city.airports)]);
  found = [...codes]
    .map((code) => places.airport(code))
    .filter((airport): airport is Airport => !!airport)
    .sort((a, b) => b.weight - a.weight);
  spokesByPlaces.set(places, found);
  return found;
}

const routeOf = (from: Airport, to: Airport, carriers: Carrier[]): ScheduledRoute => {
  const km = distanceKm(from, to);
  return { from, to, carriers, km: Math.round(km), minutes: blockMinutes(km) };
};

/** Non-stop routes from an airport, biggest destinations first, each with the carriers flying it. */
export function airportRoutes(places: PlacesIndex, code: string): ScheduledRoute[] {
  const from = places.airport(code);
  if (!from) return [];
  const network = networkFor(places);
  return spokes(places)
    .filter((to) => to.code !== from.code)
    .map((to) => routeOf(from, to, network.operators(from, to)))
    .filter((route) => route.carriers.length > 0);
}

/** Non-stop routes a carrier flies from its hubs, biggest destinations first. */
export function carrierRoutes(places: PlacesIndex, code: string): ScheduledRoute[] {
  const carrier = carrierByCode.get(code);
  if (!carrier) return [];
  const network = networkFor(places);
  return carrier.hubs.flatMap((hub) => {
    const from = places.airport(hub);
    if (!from) return [];
    return spokes(places)
      .filter((to) => to.code !== from.code && network.operators(from, to).includes(carrier))
      .map((to) => routeOf(from, to, [carrier]));
  });
}

/**
 * The legs a flight number flies on a local date, as the carrier's timetables fix them: a number is
 * the carrier's code and digits (`SU1234`); the same digits may serve several routes.
 */
export function flightLegs(places: PlacesIndex, flightNumber: string, date: string): Leg[] {
  const carrier = carrierByCode.get(flightNumber.slice(0, 2));
  const digits = flightNumber.slice(2);
  if (!carrier || !/^\d{1,4}$/.test(digits)) return [];
  const network = networkFor(places);
  // A route between two of its hubs is listed from both: each leg once.
  const legs = new Map<string, Leg>();
  for (const { from, to } of carrierRoutes(places, carrier.code)) {
    for (const leg of [...network.departures(carrier, from, to, date), ...network.departures(carrier, to, from, date)]) {
      if (leg.number === digits) legs.set(`${leg.from.code}${leg.to.code}${leg.departure}`, leg);
    }
  }
  return [...legs.values()];
}
