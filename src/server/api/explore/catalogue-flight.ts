import type { FlightPage } from '../../../contracts/catalogue';
import { carrierByCode, flightLegs, localDate, localDateTime } from '../../engines/fares';
import type { PlacesIndex } from '../../engines/places';
import type { CatalogueEntries } from './catalogue-entries';

const dayMs = 86_400_000;

/**
 * A flight number's legs on the carrier's main base's date today, at their local times: the
 * timetable is the same every day. Undefined for a number no timetable has.
 */
export function flightAnswer(places: PlacesIndex, entries: CatalogueEntries, number: string, now: Date): Omit<FlightPage, 'fare'> | undefined {
  const carrier = carrierByCode.get(number.slice(0, 2));
  const base = carrier && places.airport(carrier.hubs[0]!);
  if (!carrier || !base) return undefined;
  const date = localDate(now.getTime(), base.timezone);
  const legs = flightLegs(places, number, date);
  if (legs.length === 0) return undefined;
  return {
    number,
    carrier: entries.airline(carrier.code),
    date,
    legs: legs
      .sort((a, b) => a.departure - b.departure)
      .map((leg) => {
        const departure = localDateTime(leg.departure, leg.from.timezone);
        const arrival = localDateTime(leg.arrival, leg.to.timezone);
        return {
          from: entries.airport(leg.from.code),
          to: entries.airport(leg.to.code),
          origin_city: leg.from.cityCode,
          destination_city: leg.to.cityCode,
          departure_time: departure.slice(11, 16),
          arrival_time: arrival.slice(11, 16),
          arrival_days: Math.round((Date.parse(arrival.slice(0, 10)) - Date.parse(departure.slice(0, 10))) / dayMs),
          minutes: Math.round((leg.arrival - leg.departure) / 60_000),
          aircraft: leg.aircraft,
          distance_km: Math.round(leg.km),
        };
      }),
  };
}
