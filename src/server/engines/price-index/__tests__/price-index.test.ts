import { describe, expect, test } from 'vitest';
import { placesFixture } from '../../../testing/places-fixture';
import {
  ageOf,
  cheapestByDestination,
  cheapestByMonth,
  keyOf,
  matches,
  merge,
  monthsOf,
  popularByDestination,
  samplingPlan,
  searchesByDestination,
  visaRules,
  visaStatus,
  type FareObservation,
  type IndexedFare,
} from '..';

const at = (iso: string) => new Date(iso);
const observation = (overrides: Partial<FareObservation> = {}): FareObservation => ({
  origin: 'MOW',
  destination: 'IST',
  departDate: '2027-01-10',
  returnDate: null,
  pricePerSeat: 10_000,
  direct: false,
  card: 'ru_card',
  at: at('2026-12-01T10:00:00Z'),
  ...overrides,
});
const fare = (overrides: Partial<IndexedFare> = {}): IndexedFare => ({ ...merge(undefined, observation()), ...overrides });

describe('a price’s age', () => {
  test('is current for 48 hours, then older, never current again', () => {
    const found = at('2026-12-01T10:00:00Z');
    expect(ageOf(found, at('2026-12-01T10:00:00Z'))).toEqual({ hours: 0, fresh: true });
    expect(ageOf(found, at('2026-12-03T10:00:00Z'))).toEqual({ hours: 48, fresh: true });
    expect(ageOf(found, at('2026-12-03T10:00:01Z'))).toEqual({ hours: 48, fresh: false });
    expect(ageOf(found, at('2026-12-11T10:00:00Z'))).toEqual({ hours: 240, fresh: false });
  });
});

describe('a cell of the index', () => {
  test('is keyed by route, month, trip kind, length in days and directness', () => {
    expect(keyOf(observation({ returnDate: '2027-01-17', direct: true }))).toEqual({
      origin: 'MOW',
      destination: 'IST',
      month: '2027-01',
      kind: 'return',
      tripDays: 7,
      direct: true,
      card: 'ru_card',
    });
    expect(keyOf(observation()).tripDays).toBe(0);
  });

  test('keeps the lower price and counts every search as its sample size', () => {
    let cell = merge(undefined, observation());
    cell = merge(cell, observation({ departDate: '2027-01-12', pricePerSeat: 12_000, at: at('2026-12-01T11:00:00Z') }));
    expect(cell).toMatchObject({ price: 10_000, departDate: '2027-01-10', searches: 2, foundAt: at('2026-12-01T10:00:00Z') });
    cell = merge(cell, observation({ departDate: '2027-01-20', pricePerSeat: 9_000, at: at('2026-12-01T12:00:00Z') }));
    expect(cell).toMatchObject({ price: 9_000, departDate: '2027-01-20', searches: 3, foundAt: at('2026-12-01T12:00:00Z') });
  });

  test('takes a dearer price once the kept one is older than 48 hours, or when the same trip is seen again', () => {
    const cell = merge(undefined, observation());
    expect(merge(cell, observation({ departDate: '2027-01-12', pricePerSeat: 12_000, at: at('2026-12-03T10:00:00Z') })).price).toBe(10_000);
    expect(merge(cell, observation({ departDate: '2027-01-12', pricePerSeat: 12_000, at: at('2026-12-03T10:00:01Z') })).price).toBe(12_000);
    expect(merge(cell, observation({ pricePerSeat: 11_000, at: at('2026-12-01T11:00:00Z') }))).toMatchObject({ price: 11_000, searches: 2 });
  });
});

describe('filters', () => {
  test('a period is a month, a season (winter spans the new year) or a year', () => {
    expect(monthsOf({ month: '2027-03' })).toEqual(['2027-03']);
    expect(monthsOf({ season: 'winter', year: 2027 })).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(monthsOf({ season: 'summer', year: 2027 })).toEqual(['2027-06', '2027-07', '2027-08']);
    expect(monthsOf({ season: 'autumn', year: 2027 })).toEqual(['2027-09', '2027-10', '2027-11']);
    expect(monthsOf({ year: 2027 })).toHaveLength(12);
  });

  test('pick by period, kind, trip length, directness and budget', () => {
    const weekend = fare({ kind: 'return', tripDays: 2, returnDate: '2027-01-12' });
    expect(matches(weekend, { period: { season: 'winter', year: 2027 } })).toBe(true);
    expect(matches(weekend, { period: { month: '2027-02' } })).toBe(false);
    expect(matches(weekend, { kind: 'oneway' })).toBe(false);
    expect(matches(weekend, { tripDays: { min: 2, max: 3 } })).toBe(true);
    expect(matches(weekend, { tripDays: { min: 5, max: 9 } })).toBe(false);
    expect(matches(fare(), { tripDays: { min: 1, max: 30 } })).toBe(false);
    expect(matches(weekend, { maxPrice: 10_000 })).toBe(true);
    expect(matches(weekend, { maxPrice: 9_999 })).toBe(false);
    // Non-stop cells answer only a direct-only filter, cells of any kind only the others.
    expect(matches(fare({ direct: true }), {})).toBe(false);
    expect(matches(fare({ direct: true }), { direct: true })).toBe(true);
    expect(matches(fare(), { direct: true })).toBe(false);
    // Totals by the traveller's cards only.
    expect(matches(fare(), { cards: ['ru_card'] })).toBe(true);
    expect(matches(fare(), { cards: ['ww_card'] })).toBe(false);
    expect(matches(fare({ card: 'ww_card' }), { cards: ['ru_card', 'ww_card'] })).toBe(true);
  });

  test('the visa filter keeps only destinations whose status is known and accepted', () => {
    const statusOf = (city: string) => (({ IST: 'free', LON: 'required' }) as const)[city as 'IST'] ?? null;
    expect(matches(fare(), { visa: { accept: ['free', 'on_arrival'], statusOf } })).toBe(true);
    expect(matches(fare({ destination: 'LON' }), { visa: { accept: ['free', 'on_arrival'], statusOf } })).toBe(false);
    expect(matches(fare({ destination: 'XXX' }), { visa: { accept: ['free', 'on_arrival', 'required'], statusOf } })).toBe(false);
  });

  test('popular routes: the destinations most searched first, each search counted once whatever the cards', () => {
    const fares = [
      fare({ destination: 'IST', price: 12_000, searches: 3 }),
      fare({ destination: 'IST', price: 11_000, searches: 3, card: 'ww_card' }),
      fare({ destination: 'IST', price: 9_000, searches: 2, month: '2027-02', departDate: '2027-02-10' }),
      fare({ destination: 'AYT', price: 7_000, searches: 4 }),
      fare({ destination: 'DXB', price: 9_000, searches: 4 }),
      // Non-stop cells repeat the searches of their route's any-kind cells: not counted again.
      fare({ destination: 'DXB', price: 9_500, searches: 9, direct: true }),
    ];
    expect(Object.fromEntries(searchesByDestination(fares, {}))).toEqual({ IST: 5, AYT: 4, DXB: 4 });
    expect(popularByDestination(fares, {}).map(({ fare: found, searches }) => [found.destination, found.price, searches])).toEqual([
      ['IST', 9_000, 5],
      ['AYT', 7_000, 4],
      ['DXB', 9_000, 4],
    ]);
    expect(Object.fromEntries(searchesByDestination(fares, { period: { month: '2027-01' } }))).toEqual({ IST: 3, AYT: 4, DXB: 4 });
  });

  test('the cheapest fare per destination and per month, the fresher first among equal prices', () => {
    const fares = [
      fare({ destination: 'IST', price: 12_000 }),
      fare({ destination: 'IST', price: 9_000, month: '2027-02', departDate: '2027-02-10' }),
      fare({ destination: 'AYT', price: 9_000, foundAt: at('2026-11-20T00:00:00Z') }),
      fare({ destination: 'DXB', price: 9_000 }),
      fare({ destination: 'TBS', price: 5_000, direct: true }),
    ];
    expect(cheapestByDestination(fares, {}).map((found) => [found.destination, found.price])).toEqual([
      ['DXB', 9_000],
      ['IST', 9_000],
      ['AYT', 9_000],
    ]);
    expect(
      cheapestByMonth(
        fares.filter((found) => found.destination === 'IST'),
        {},
      ).map((found) => [found.month, found.price]),
    ).toEqual([
      ['2027-01', 12_000],
      ['2027-02', 9_000],
    ]);
  });
});

describe('entry rules', () => {
  test('come with their source and date; home is free, the unknown is null, never guessed', () => {
    expect(visaRules().source).toMatch(/entry rules/);
    expect(visaRules().asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(visaStatus('RU', 'TR')).toBe('free');
    expect(visaStatus('ru', 'eg')).toBe('on_arrival');
    expect(visaStatus('RU', 'FR')).toBe('required');
    expect(visaStatus('KZ', 'KZ')).toBe('free');
    expect(visaStatus('RU', 'PF')).toBeNull();
    expect(visaStatus('XX', 'TR')).toBeNull();
    expect(visaStatus('RU', 'constructor')).toBeNull();
  });

  test('every status in the dataset is one of the three, for ISO country codes', () => {
    for (const [citizenship, rules] of Object.entries(visaRules().rules)) {
      expect(citizenship).toMatch(/^[A-Z]{2}$/);
      for (const [country, status] of Object.entries(rules)) {
        expect(country).toMatch(/^[A-Z]{2}$/);
        expect(['free', 'on_arrival', 'required']).toContain(status);
      }
    }
  });
});

describe('the sampling plan', () => {
  const places = placesFixture;
  const plan = samplingPlan(['MOW'], places, at('2026-12-30T09:00:00Z'));

  test('starts with the nearest month and departs at least three days ahead', () => {
    expect(plan.length).toBeGreaterThan(0);
    expect(plan[0]!.departDate >= '2027-01-02').toBe(true);
    expect(plan.every((query) => query.departDate >= '2027-01-02')).toBe(true);
    const months = plan.map((query) => query.departDate.slice(0, 7));
    expect([...months].sort()).toEqual(months);
  });

  test('has one-way trips, weekends from Friday to Sunday, weeks and fortnights, for one adult in economy', () => {
    const lengths = new Set(plan.map((query) => (query.returnDate ? (Date.parse(query.returnDate) - Date.parse(query.departDate)) / 86_400_000 : 0)));
    expect([...lengths].sort((a, b) => a - b)).toEqual([0, 2, 7, 14]);
    for (const query of plan.filter((trip) => trip.returnDate && Date.parse(trip.returnDate) - Date.parse(trip.departDate) === 2 * 86_400_000)) {
      expect(new Date(`${query.departDate}T00:00:00Z`).getUTCDay()).toBe(5);
    }
    expect(plan.every((query) => query.passengers.adults === 1 && query.tripClass === 'Y' && query.origin === 'MOW')).toBe(true);
  });
});
