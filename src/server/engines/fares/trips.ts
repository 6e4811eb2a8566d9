import { routeDuration, type Route } from './network';
import { maxDaysAhead } from './rules';
import { addDays, daysBetween } from './time';

// How the simulation puts a trip together from each leg's routes, and which days a search covers.

const minute = 60_000;
/** The shortest stay at the destination a return ticket allows. */
const minStay = 120 * minute;

const stops = (routes: Route[]) => routes.reduce((sum, route) => sum + route.length - 1, 0);
const tripDuration = (routes: Route[]) => routes.reduce((sum, route) => sum + routeDuration(route), 0);
/** Fewer changes first, then the quicker trip. */
export const byStopsAndDuration = (x: Route[], y: Route[]) => stops(x) - stops(y) || tripDuration(x) - tripDuration(y);

/**
 * Whole trips from each leg's routes: every route of the first leg, each followed by the routes of
 * the next leg that leave after a stay at its end, the same airline first (what people buy as a
 * return), then the quickest; two choices per leg, and no more than four lists' worth of trips
 * (`maxTickets` each) kept between legs.
 */
export function chain(legs: Route[][], byDuration: (routes: Route[]) => Route[], maxTickets: number): Route[][] {
  const maxChained = 4 * maxTickets;
  let trips: Route[][] = legs[0]!.map((route) => [route]);
  for (const next of legs.slice(1)) {
    const quickest = byDuration(next);
    const longer: Route[][] = [];
    for (const trip of trips) {
      const last = trip[trip.length - 1]!;
      const ready = last[last.length - 1]!.arrival + minStay;
      const carrier = last[0]!.carrier;
      const same: Route[] = [];
      const other: Route[] = [];
      for (const route of quickest) {
        if (route[0]!.departure < ready) continue;
        if (route[0]!.carrier === carrier) {
          if (same.length < 2) same.push(route);
        } else if (other.length < 2) other.push(route);
        if (same.length === 2) break;
      }
      for (const route of [...same, ...other].slice(0, 2)) longer.push([...trip, route]);
    }
    trips = longer.length > maxChained ? longer.sort(byStopsAndDuration).slice(0, maxChained) : longer;
  }
  return trips;
}

/**
 * The date sets a search covers: the trip's own dates, or with flexible dates every combination
 * of days within `flex` of each date, from today on, within the horizon, in order.
 */
export function flexDateSets(dates: string[], flex: number, today: string): string[][] {
  let sets: string[][] = [[]];
  for (const date of dates) {
    const days: string[] = [];
    for (let shift = -flex; shift <= flex; shift++) days.push(addDays(date, shift));
    sets = sets.flatMap((set) =>
      days
        .filter((day) => (set.length === 0 || day >= set[set.length - 1]!) && day >= today && daysBetween(today, day) <= maxDaysAhead)
        .map((day) => [...set, day]),
    );
  }
  return sets.length > 0 ? sets : [dates];
}
