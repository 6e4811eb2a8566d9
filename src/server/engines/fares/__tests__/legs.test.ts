import { describe, expect, test } from 'vitest';
import type { SearchQuery, Ticket } from '../../../../contracts';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { searchProblem } from '../rules';
import { SimulatedFareProvider } from '../simulated';
import { flexDateSets } from '../trips';

const provider = new SimulatedFareProvider(placesFixture);
const startedAt = new Date('2026-03-02T09:00:00Z');
const tickets = (change: Partial<SearchQuery>): Ticket[] => {
  const byId = new Map<string, Ticket>();
  for (const batch of provider.search(searchQuery(change), { startedAt })) for (const ticket of batch.tickets) byId.set(ticket.id, ticket);
  return [...byId.values()];
};
const cityOf = (airport: string) => placesFixture.airport(airport)!.cityCode;
const threeLegs: Partial<SearchQuery> = {
  nextLegs: [
    { origin: 'IST', destination: 'LED', date: '2026-04-15' },
    { origin: 'LED', destination: 'MOW', date: '2026-04-20' },
  ],
};

describe('multi-city search', () => {
  test('a ticket has one segment per leg, each between its leg’s places on its date, in order', () => {
    const found = tickets(threeLegs);
    expect(found.length).toBeGreaterThan(5);
    const legs = [
      ['MOW', 'IST', '2026-04-10'],
      ['IST', 'LED', '2026-04-15'],
      ['LED', 'MOW', '2026-04-20'],
    ];
    for (const { segments } of found) {
      expect(segments).toHaveLength(3);
      segments.forEach((segment, index) => {
        const [from, to, date] = legs[index]!;
        expect(cityOf(segment.flights[0]!.origin)).toBe(from);
        expect(cityOf(segment.flights.at(-1)!.destination)).toBe(to);
        expect(segment.flights[0]!.departure.slice(0, 10)).toBe(date);
        if (index > 0) expect(segment.flights[0]!.departure > segments[index - 1]!.flights.at(-1)!.arrival).toBe(true);
      });
    }
  });

  test('is deterministic and priced per leg, without the return discount', () => {
    expect(tickets(threeLegs)).toEqual(tickets(threeLegs));
    const oneWay = Math.min(...tickets({}).flatMap((t) => t.offers.map((o) => o.price)));
    const multi = Math.min(...tickets(threeLegs).flatMap((t) => t.offers.map((o) => o.price)));
    expect(multi).toBeGreaterThan(oneWay * 2);
  });

  test('a two-leg open jaw works like a return that ends elsewhere', () => {
    const found = tickets({ nextLegs: [{ origin: 'IST', destination: 'LED', date: '2026-04-12' }] });
    expect(found.length).toBeGreaterThan(0);
    for (const { segments } of found) expect(cityOf(segments[1]!.flights.at(-1)!.destination)).toBe('LED');
  });
});

describe('flexible dates', () => {
  test('date sets: every day within the window, from today on, in order', () => {
    expect(flexDateSets(['2026-04-10'], 0, '2026-03-02')).toEqual([['2026-04-10']]);
    expect(flexDateSets(['2026-04-10'], 1, '2026-03-02')).toEqual([['2026-04-09'], ['2026-04-10'], ['2026-04-11']]);
    expect(flexDateSets(['2026-03-03'], 3, '2026-03-02').map(([day]) => day)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    const pairs = flexDateSets(['2026-04-10', '2026-04-11'], 3, '2026-03-02');
    expect(pairs.every(([out, back]) => back! >= out!)).toBe(true);
    // Out 7–13 April, back 8–14 April, never before the way out: 7 + 7 + 6 + 5 + 4 + 3 + 2.
    expect(pairs).toHaveLength(34);
    // Never past the horizon: 364 days from today is the last.
    expect(
      flexDateSets(['2027-02-28'], 3, '2026-03-02')
        .map(([day]) => day)
        .at(-1),
    ).toBe('2027-03-01');
  });

  test('a flexible search finds tickets on the days around the dates, each showing its own date', () => {
    const days = (found: Ticket[], segment: number) => new Set(found.map((t) => t.segments[segment]!.flights[0]!.departure.slice(0, 10)));
    expect([...days(tickets({}), 0)]).toEqual(['2026-04-10']);
    const oneWay = days(tickets({ flexDays: 3 }), 0);
    expect([...oneWay].sort()).toEqual(['2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13']);
    const back = tickets({ destination: 'DXB', returnDate: '2026-04-17', flexDays: 3 });
    expect(days(back, 1).size).toBeGreaterThan(3);
    for (const { segments } of back) expect(segments[1]!.flights[0]!.departure > segments[0]!.flights.at(-1)!.arrival).toBe(true);
  });
});

describe('search rules for legs', () => {
  const problem = (change: Partial<SearchQuery>) => searchProblem(searchQuery(change), placesFixture, startedAt);
  const leg = (origin: string, destination: string, date: string) => ({ origin, destination, date });

  test('a valid multi-city trip has none', () => {
    expect(problem(threeLegs)).toBeNull();
  });

  test('each leg’s places are known and differ, its date exists and is in order, within the horizon', () => {
    expect(problem({ nextLegs: [leg('IST', 'QQQ', '2026-04-12')] })).toEqual({ code: 'unknown_place', message: 'Unknown place code: QQQ' });
    expect(problem({ nextLegs: [leg('IST', 'SAW', '2026-04-12')] })).toEqual({ code: 'same_place', message: 'Leg 2: origin and destination must differ' });
    expect(problem({ nextLegs: [leg('IST', 'LED', '2026-04-31')] })).toEqual({ code: 'invalid_date', message: 'Leg 2 date does not exist: 2026-04-31' });
    expect(problem({ nextLegs: [leg('IST', 'LED', '2026-04-09')] })).toEqual({ code: 'legs_out_of_order', message: 'Leg 2 must not depart before leg 1' });
    expect(problem({ nextLegs: [leg('IST', 'LED', '2026-04-12'), leg('LED', 'MOW', '2026-04-11')] })).toEqual({
      code: 'legs_out_of_order',
      message: 'Leg 3 must not depart before leg 2',
    });
    expect(problem({ nextLegs: [leg('IST', 'LED', '2027-03-02')] })).toEqual({ code: 'too_far_ahead', message: 'Leg 2 date must be within 364 days' });
    expect(problem({ nextLegs: [leg('IST', 'LED', '2027-03-01')] })).toBeNull();
  });

  test('a trip has a return or further legs, and flexible dates only without further legs', () => {
    expect(problem({ returnDate: '2026-04-12', nextLegs: [leg('IST', 'LED', '2026-04-12')] })?.code).toBe('invalid_trip');
    expect(problem({ ...threeLegs, flexDays: 3 })).toEqual({ code: 'invalid_trip', message: 'Flexible dates apply to one-way and return trips' });
    expect(problem({ returnDate: '2026-04-12', flexDays: 3 })).toBeNull();
  });

  test('the horizon is 364 days from today at the origin', () => {
    expect(problem({ departDate: '2027-03-01' })).toBeNull();
    expect(problem({ departDate: '2027-03-02' })).toEqual({ code: 'too_far_ahead', message: 'Departure date must be within 364 days' });
    expect(problem({ returnDate: '2027-03-02' })).toEqual({ code: 'too_far_ahead', message: 'Return date must be within 364 days' });
  });
});
