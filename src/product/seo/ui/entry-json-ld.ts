import type { Airline, Airport, City, Country, Flight, WithContext } from 'schema-dts';
import type { AirlinePage, AirportPage, CityPage, CountryPage, FlightPage } from '../../../contracts/catalogue';
import { entryHref } from './entry-links';

// schema.org descriptions of the reference pages' entries, with absolute addresses (`origin` is the
// brand's public origin).

const context = 'https://schema.org' as const;

export const airlineLd = ({ airline }: AirlinePage, origin: string): WithContext<Airline> => ({
  '@context': context,
  '@type': 'Airline',
  name: airline.name,
  iataCode: airline.code,
  url: `${origin}${entryHref('airlines', airline.slug)}`,
});

export const airportLd = ({ airport, city }: AirportPage, origin: string): WithContext<Airport> => ({
  '@context': context,
  '@type': 'Airport',
  name: airport.name,
  iataCode: airport.code,
  url: `${origin}${entryHref('airports', airport.slug)}`,
  containedInPlace: { '@type': 'City', name: city.name, url: `${origin}${entryHref('cities', city.slug)}` },
});

export const cityLd = ({ city, country }: CityPage, origin: string): WithContext<City> => ({
  '@context': context,
  '@type': 'City',
  name: city.name,
  url: `${origin}${entryHref('cities', city.slug)}`,
  containedInPlace: { '@type': 'Country', name: country.name, url: `${origin}${entryHref('countries', country.slug)}` },
});

export const countryLd = ({ country, cities }: CountryPage, origin: string): WithContext<Country> => ({
  '@context': context,
  '@type': 'Country',
  name: country.name,
  identifier: country.code,
  url: `${origin}${entryHref('countries', country.slug)}`,
  containsPlace: cities.map((city) => ({ '@type': 'City', name: city.name, url: `${origin}${entryHref('cities', city.slug)}` })),
});

export const flightLd = ({ number, carrier, legs }: FlightPage, origin: string): WithContext<Flight> => ({
  '@context': context,
  '@type': 'Flight',
  flightNumber: number,
  provider: { '@type': 'Airline', name: carrier.name, iataCode: carrier.code, url: `${origin}${entryHref('airlines', carrier.slug)}` },
  departureAirport: { '@type': 'Airport', name: legs[0]!.from.name, iataCode: legs[0]!.from.code },
  arrivalAirport: { '@type': 'Airport', name: legs[0]!.to.name, iataCode: legs[0]!.to.code },
});
