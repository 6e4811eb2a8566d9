import { expect, test } from 'vitest';
import { buildPlaces, cleanAirportName } from '../build';
import { readCountries, type SourceAirport } from '../sources';

const airport = (iata: string, name: string, country: string, lat: number, lon: number, type = 'large_airport'): SourceAirport => ({
  iata,
  airport: name,
  country_code: country,
  latitude: lat,
  longitude: lon,
  type,
  scheduled_service: 'TRUE',
  time: 'Europe/Moscow',
  runway_length: '10,000',
});

const data = buildPlaces({
  airports: [
    airport('SVO', 'Sheremetyevo International Airport', 'RU', 55.97, 37.41),
    airport('DME', 'Moscow Domodedovo Airport', 'RU', 55.41, 37.9),
    airport('VKO', 'Vnukovo International Airport', 'RU', 55.59, 37.26),
    airport('OSF', 'Ostafyevo Airport', 'RU', 55.51, 37.51, 'small_airport'),
    airport('KZN', 'Kazan International Airport', 'RU', 55.61, 49.28),
    airport('AAA', 'Springfield Regional Airport', 'US', 40, -90, 'medium_airport'),
    airport('BBB', 'Springfield Downtown Airport', 'US', 40.1, -90.1, 'small_airport'),
    airport('CCC', 'Springfield Heliport', 'US', 40.1, -90.1, 'small_airport'),
    { ...airport('DDD', 'Closed Field', 'RU', 50, 50), scheduled_service: 'FALSE' },
  ],
  openFlights: [
    { iata: 'OSF', city: 'Moscow', country: 'Russia' },
    { iata: 'AAA', city: 'Springfield', country: 'United States' },
    { iata: 'BBB', city: 'Springfield', country: 'United States' },
  ],
  airlines: [
    { name: 'Aeroflot Russian Airlines', iata: 'SU', icao: 'AFL', callsign: 'AEROFLOT', country: 'Russia', active: 'Y' },
    { name: 'Old Carrier', iata: 'XQ', icao: '', callsign: '', country: 'Russia', active: 'Y' },
    { name: 'Real Carrier', iata: 'XQ', icao: 'RCX', callsign: 'REAL', country: 'Russia', active: 'Y' },
    { name: 'Gone Air', iata: 'GA', icao: 'GON', callsign: 'GONE', country: 'Russia', active: 'N' },
  ],
  countries: readCountries(['en', 'ru']),
});
const city = (code: string) => data.cities.find((c) => c.code === code);

test('curated metropolitan codes gather their airports, plus nearby fields named after the city', () => {
  expect(city('MOW')).toMatchObject({ name: { en: 'Moscow', ru: 'Москва' }, airports: ['SVO', 'DME', 'VKO', 'OSF'], countryCode: 'RU' });
  expect(data.airports.find((a) => a.code === 'SVO')).toMatchObject({ cityCode: 'MOW', name: { en: 'Sheremetyevo', ru: 'Шереметьево' } });
});

test('a one-airport city takes the airport code; airports of one name nearby share a city', () => {
  expect(city('KZN')).toMatchObject({ name: { ru: 'Казань' }, airports: ['KZN'] });
  expect(city('AAA')).toMatchObject({ name: { en: 'Springfield' }, airports: ['AAA', 'BBB'], countryCode: 'US' });
  expect(city('BBB')).toBeUndefined();
});

test('stations, heliports and airports without scheduled flights are left out', () => {
  expect(data.airports.map((a) => a.code)).not.toContain('CCC');
  expect(data.airports.map((a) => a.code)).not.toContain('DDD');
});

test('curated cities outweigh the rest, and Moscow the other curated ones', () => {
  expect(city('MOW')!.weight).toBeGreaterThan(city('KZN')!.weight);
  expect(city('KZN')!.weight).toBeGreaterThan(city('AAA')!.weight);
});

test('airlines: active designators, the real holder of a reused one, curated names on top', () => {
  const airline = (code: string) => data.airlines.find((a) => a.code === code);
  expect(airline('SU')).toMatchObject({ name: { en: 'Aeroflot', ru: 'Аэрофлот' }, countryCode: 'RU' });
  expect(airline('XQ')?.name.en).toBe('Real Carrier');
  expect(airline('GA')).toBeUndefined();
});

test('airport names lose the generic suffix', () => {
  expect(cleanAirportName('Sochi International Airport')).toBe('Sochi');
  expect(cleanAirportName('London Heathrow Airport')).toBe('London Heathrow');
  expect(cleanAirportName('Airport')).toBe('Airport');
});
