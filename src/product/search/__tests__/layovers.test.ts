import { expect, test } from 'vitest';
import type { Flight } from '../../../contracts/search';
import { layovers } from '../model/layovers';

const flight = (carrier: string, origin: string, destination: string, departure: string, arrival: string, operated_by?: string): Flight => ({
  carrier,
  number: '100',
  origin,
  destination,
  departure,
  arrival,
  duration: 60,
  ...(operated_by ? { operated_by } : {}),
});

test('a same-airline change at one airport in the day carries no warning', () => {
  const [layover] = layovers({
    duration: 300,
    flights: [flight('TK', 'SVO', 'IST', '2026-04-10T08:00', '2026-04-10T12:00'), flight('TK', 'IST', 'AYT', '2026-04-10T14:30', '2026-04-10T16:00')],
  });
  expect(layover).toEqual({ arrival: 'IST', departure: 'IST', minutes: 150, airportChange: false, overnight: false, selfTransfer: false });
});

test('another airport, a night at the airport and another airline are each flagged', () => {
  const [layover] = layovers({
    duration: 900,
    flights: [flight('SU', 'SVO', 'IST', '2026-04-10T20:00', '2026-04-10T23:30'), flight('PC', 'SAW', 'AYT', '2026-04-11T06:00', '2026-04-11T07:20')],
  });
  expect(layover).toMatchObject({ arrival: 'IST', departure: 'SAW', minutes: 390, airportChange: true, overnight: true, selfTransfer: true });
});

test('a codeshare sold under the same code is not a self-transfer', () => {
  const [layover] = layovers({
    duration: 300,
    flights: [flight('TK', 'SVO', 'IST', '2026-04-10T08:00', '2026-04-10T12:00'), flight('TK', 'IST', 'ESB', '2026-04-10T13:30', '2026-04-10T14:40', 'VF')],
  });
  expect(layover!.selfTransfer).toBe(false);
});
