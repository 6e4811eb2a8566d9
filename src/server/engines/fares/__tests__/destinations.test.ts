import { describe, expect, test } from 'vitest';
import { placesFixture } from '../../../testing/places-fixture';
import { lowestOffer, priceCells } from '../calendar';
import { cheapestDestinations, destinationCells, destinationDaysAhead } from '../destinations';
import { SimulatedFareProvider } from '../simulated';

const provider = new SimulatedFareProvider(placesFixture);
const now = new Date('2026-03-02T09:00:00Z');
const noMemo = { get: () => undefined, set: () => undefined };

describe('destinations of a city', () => {
  test('are its country’s biggest cities first, then the world’s, never the city itself', () => {
    const destinations = destinationCells('MOW', placesFixture, now).map(({ city }) => city.code);
    const domestic = placesFixture
      .largestCities(8, 'RU')
      .map((city) => city.code)
      .filter((code) => code !== 'MOW');
    expect(destinations.slice(0, domestic.length)).toEqual(domestic);
    expect(destinations).not.toContain('MOW');
    expect(destinations).toContain('IST');
    expect(new Set(destinations).size).toBe(destinations.length);
  });

  test('an airport code starts from its city, so the city is not its own destination', () => {
    const destinations = destinationCells('SVO', placesFixture, now).map(({ city }) => city.code);
    expect(destinations).not.toContain('MOW');
    expect(destinations).toContain('LED');
  });

  test('each destination is a one-way search for one adult in economy on every sampled day, from today at the origin', () => {
    const [first] = destinationCells('MOW', placesFixture, now);
    expect(first!.cells.map((cell) => cell.departDate)).toEqual(['2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    expect(first!.cells).toHaveLength(destinationDaysAhead.length);
    expect(first!.cells[0]!.query).toEqual({
      origin: 'MOW',
      destination: first!.city.code,
      departDate: '2026-03-09',
      passengers: { adults: 1, children: 0, infants: 0 },
      tripClass: 'Y',
    });
  });

  test('an unknown origin has none', () => {
    expect(destinationCells('QQQ', placesFixture, now)).toEqual([]);
  });
});

describe('the cheapest price of each destination', () => {
  const cities = destinationCells('MOW', placesFixture, now).slice(0, 2);
  const [a, b] = cities.map(({ city }) => city);

  test('is the lowest of its days, earliest among equals; cheapest destination first', () => {
    const prices = [9000, 7000, 7000, 8000, 6500, null, 9900, 7100];
    expect(cheapestDestinations(cities, prices)).toEqual([
      { city: b, departDate: '2026-03-09', price: 6500 },
      { city: a, departDate: '2026-03-16', price: 7000 },
    ]);
  });

  test('leaves out a destination with no price on any day', () => {
    expect(cheapestDestinations(cities, [null, null, null, null, 5000, null, null, null])).toEqual([{ city: b, departDate: '2026-03-09', price: 5000 }]);
  });

  test('are the prices the fare engine’s searches show', async () => {
    const destinations = destinationCells('MOW', placesFixture, now);
    const prices = await priceCells(
      destinations.flatMap(({ cells }) => cells),
      provider,
      now,
      noMemo,
    );
    const cheapest = cheapestDestinations(destinations, prices);
    expect(cheapest.length).toBeGreaterThan(5);
    for (const { city, departDate, price } of cheapest.slice(0, 3)) {
      const query = destinations.find((destination) => destination.city === city)!.cells.find((cell) => cell.departDate === departDate)!.query!;
      expect(lowestOffer(provider.search(query, { startedAt: now }))).toBe(price);
    }
    expect(cheapest.map(({ price }) => price)).toEqual([...cheapest.map(({ price }) => price)].sort((x, y) => x - y));
  });
});
