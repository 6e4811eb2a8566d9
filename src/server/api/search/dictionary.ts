import type { SearchDictionary, Ticket } from '../../../contracts';
import { allianceOf, alliancesAsOf, carrierByCode } from '../../engines/fares';
import type { LocalizedName, PlacesIndex } from '../../engines/places';

/** The name in the locale (`pt-BR`, then `pt`), falling back to English. */
export function localName(name: LocalizedName, locale: string): string {
  const tag = locale.replace('_', '-');
  const short = tag.slice(0, 2).toLowerCase();
  // The locale comes from the request: only the name's own languages count, never `constructor`.
  return (Object.hasOwn(name, tag) ? name[tag] : undefined) ?? (Object.hasOwn(name, short) ? name[short] : undefined) ?? name.en;
}

/** Names of every airport (with its city) and airline the tickets mention, and the airlines' alliances. */
export function searchDictionary(tickets: Ticket[], locale: string, places: PlacesIndex): SearchDictionary {
  const dictionary: SearchDictionary = { airports: {}, airlines: {}, alliances: {}, alliances_as_of: alliancesAsOf };
  for (const ticket of tickets) {
    for (const segment of ticket.segments) {
      for (const flight of segment.flights) {
        for (const code of [flight.origin, flight.destination]) {
          if (dictionary.airports[code]) continue;
          const airport = places.airport(code);
          if (!airport) continue;
          const city = places.city(airport.cityCode);
          dictionary.airports[code] = { name: localName(airport.name, locale), city: localName((city ?? airport).name, locale) };
        }
        for (const code of flight.operated_by ? [flight.carrier, flight.operated_by] : [flight.carrier]) {
          if (dictionary.airlines[code]) continue;
          const airline = places.airline(code);
          dictionary.airlines[code] = airline ? localName(airline.name, locale) : (carrierByCode.get(code)?.name ?? code);
          const alliance = allianceOf.get(code);
          if (alliance) dictionary.alliances![code] = alliance;
        }
      }
    }
  }
  return dictionary;
}
