import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Ticket } from '../../../../contracts';
import { dataDir } from '../../../data-dir';
import { createPlacesIndex, readPlacesData } from '../../../engines/places';
import { searchDictionary } from '../dictionary';

const places = createPlacesIndex(readPlacesData());

const flight = (carrier: string, operated_by?: string) => ({
  carrier,
  number: '2010',
  origin: 'SAW',
  destination: 'ESB',
  departure: '2026-04-10T08:00',
  arrival: '2026-04-10T09:10',
  duration: 70,
  ...(operated_by ? { operated_by } : {}),
});
const ticket = (flights: ReturnType<typeof flight>[]): Ticket => ({
  id: 'x',
  segments: [{ flights, duration: 70 }],
  offers: [{ agency_id: 'a', agency_name: 'A', price: 1000, baggage: false }],
});

test('VF is AJet, not Valuair, which stopped flying in 2014', () => {
  expect(places.airline('VF')?.name.en).toBe('AJet');
  expect(searchDictionary([ticket([flight('VF')])], 'ru', places).airlines.VF).toBe('AJet');
});

test('designators that changed hands since the OpenFlights snapshot carry today’s airline', () => {
  expect(places.airline('AZ')?.name.en).toBe('ITA Airways');
  expect(places.airline('SZ')?.countryCode).toBe('TJ');
});

test('a codeshare names both the selling and the operating airline', () => {
  const { airlines } = searchDictionary([ticket([flight('TK', 'VF')])], 'en', places);
  expect(airlines).toEqual({ TK: 'Turkish Airlines', VF: 'AJet' });
});

test('the dataset states its source and the date its names were checked', () => {
  const sources = JSON.parse(readFileSync(`${dataDir('places')}/sources.json`, 'utf8')) as { airlines: { source: string; checkedOn: string } };
  expect(sources.airlines.source).toMatch(/OpenFlights/);
  expect(sources.airlines.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
