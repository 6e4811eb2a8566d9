import type { AgencyBatch } from '../fares';
import type { AgencyDetails } from '../../../contracts/offers';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import { agencyChoices, paymentMethods } from '../../../platform/payment';
import { addDays, destinationCities, localDate } from '../fares';
import type { PlacesIndex } from '../places';
import type { FareObservation } from './fares';

/** Months ahead the sampling covers, this one included. */
export const sampledMonths = 6;
/** Trips sampled per route and month: one way, a weekend (Friday to Sunday), a week, two weeks. */
export const sampledTrips = [null, 2, 7, 14] as const;
/** Departures are at least this many days ahead (the engine sells nothing within two hours). */
const minDaysAhead = 3;

const oneAdult = { adults: 1, children: 0, infants: 0 };

/** The day of a month the sampling departs on: the 10th, a weekend's Friday, or the first day far enough ahead. */
function departureIn(month: string, tripDays: number | null, earliest: string): string | null {
  let day = tripDays === 2 ? firstFriday(month) : `${month}-10`;
  while (day < earliest) day = addDays(day, tripDays === 2 ? 7 : 1);
  return day.startsWith(month) ? day : null;
}

function firstFriday(month: string): string {
  const first = new Date(`${month}-01T00:00:00Z`);
  return addDays(`${month}-01`, (5 - first.getUTCDay() + 7) % 7);
}

/**
 * The searches one round of sampling runs, nearest months first so a new index fills where
 * travellers look first: for each month, destination rank (the cities travellers of each origin are
 * offered, biggest first), origin and trip of `sampledTrips`, an economy search for one adult.
 */
export function samplingPlan(origins: readonly string[], places: PlacesIndex, now: Date): SearchQuery[] {
  const plan: SearchQuery[] = [];
  const from = origins.flatMap((origin) => {
    const airport = places.airportsFor(origin)[0];
    if (!airport) return [];
    return [{ origin, earliest: addDays(localDate(now.getTime(), airport.timezone), minDaysAhead), cities: destinationCities(origin, places) }];
  });
  const most = Math.max(0, ...from.map(({ cities }) => cities.length));
  for (let ahead = 0; ahead < sampledMonths; ahead++) {
    // Origins take turns destination by destination, so every city's ideas start filling at once.
    for (let rank = 0; rank < most; rank++) {
      for (const { origin, earliest, cities } of from) {
        const city = cities[rank];
        if (!city) continue;
        const month = addMonths(earliest.slice(0, 7), ahead);
        for (const tripDays of sampledTrips) {
          const departDate = departureIn(month, tripDays, earliest);
          if (!departDate) continue;
          const query: SearchQuery = { origin, destination: city.code, departDate, passengers: oneAdult, tripClass: 'Y' };
          plan.push(tripDays === null ? query : { ...query, returnDate: addDays(departDate, tripDays) });
        }
      }
    }
  }
  return plan;
}

function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A ticket without a change on any of its legs. */
export const isDirect = (ticket: Ticket) => ticket.segments.every((segment) => segment.flights.length === 1);

/**
 * What a search's answer tells the index: for each card, its lowest total of any kind and its
 * lowest non-stop total with no bags (each agency's fees for the card, as the results price them),
 * per seat (economy only; multi-city trips are not indexed).
 */
export function observationsOf(query: SearchQuery, batches: readonly AgencyBatch[], at: Date): FareObservation[] {
  if (query.tripClass !== 'Y' || query.nextLegs) return [];
  const agencies: Record<string, AgencyDetails> = {};
  for (const { agency } of batches) if (agency.details) agencies[agency.id] = agency.details;
  const seats = query.passengers.adults + query.passengers.children;
  const found: FareObservation[] = [];
  for (const card of paymentMethods) {
    let any = Infinity;
    let direct = Infinity;
    for (const { tickets } of batches) {
      for (const ticket of tickets) {
        const total = agencyChoices(ticket.offers, agencies, query.passengers, 0, card)[0]?.total.total;
        if (total === undefined) continue;
        any = Math.min(any, total);
        if (isDirect(ticket)) direct = Math.min(direct, total);
      }
    }
    const observation = (price: number, isDirect: boolean): FareObservation => ({
      origin: query.origin,
      destination: query.destination,
      departDate: query.departDate,
      returnDate: query.returnDate ?? null,
      pricePerSeat: Math.round(price / seats),
      direct: isDirect,
      card,
      at,
    });
    if (any < Infinity) found.push(observation(any, false));
    if (direct < Infinity) found.push(observation(direct, true));
  }
  return found;
}
