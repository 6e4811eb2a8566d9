import type { SearchDictionary, Ticket } from '../../../contracts';
import { allianceOf, alliancesAsOf, carrierByCode } from '../../engines/fares';
import { nameIn, type PlacesIndex } from '../../engines/places';

/**
 * Names of every airport (with its city) and airline the tickets mention, and the airlines'
 * alliances; names follow the locale as the suggest answers do (`nameIn`).
 */
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
          dictionary.airports[code] = { name: nameIn(airport.name, locale), city: nameIn((city ?? airport).name, locale) };
        }
        for (const code of flight.operated_by ? [flight.carrier, flight.operated_by] : [flight.carrier]) {
          if (dictionary.airlines[code]) continue;
          const airline = places.airline(code);
          dictionary.airlines[code] = airline ? nameIn(airline.name, locale) : (carrierByCode.get(code)?.name ?? code);
          const alliance = allianceOf.get(code);
          if (alliance) dictionary.alliances![code] = alliance;
        }
      }
    }
  }
  return dictionary;
}
