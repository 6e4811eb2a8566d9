import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookingSites } from '../../../engines/hotels';
import { gatherWindowMs } from '../../../long-poll';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { hotelsApi } from '..';
import { hotelSearches } from '../schema';
import { expectTotalAddsUp, searchResults, startSearch, stayBody, testStart } from './helpers';

let clock = testStart;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture, now: () => clock });
  // A fresh instance over the same database: what a restarted or another process sees.
  await t.app.register(hotelsApi, { prefix: '/restarted' });
});
afterAll(() => t.close());

/** The whole list, once every site has answered. */
async function complete(id: string, query: Record<string, string> = {}) {
  const saved = clock;
  clock = testStart + 5000;
  const answer = await searchResults(t, id, query);
  clock = saved;
  expect(answer.complete).toBe(true);
  return answer;
}

describe('a hotel search streams the sites’ answers', () => {
  test('site by site, the list growing, until complete; the query is stored', async () => {
    const id = await startSearch(t);
    let since = 0;
    let found = 0;
    for (const [index, site] of bookingSites.entries()) {
      clock = testStart + site.delayMs + gatherWindowMs;
      const page = await searchResults(t, id, { since: String(since) });
      expect(page).toMatchObject({ search_id: id, next: index + 1, sites_total: bookingSites.length, complete: index + 1 === bookingSites.length });
      expect(page.progress).toBeCloseTo((index + 1) / bookingSites.length);
      expect(page.found).toBeGreaterThanOrEqual(found);
      found = page.found;
      since = page.next;
    }
    clock = testStart;
    expect(found).toBeGreaterThan(8);
    const [row] = await t.app.database.db.select().from(hotelSearches).where(eq(hotelSearches.searchId, id));
    expect(row).toMatchObject({ brand: 'AS', market: 'ru', query: { city: 'LED', check_in: '2026-03-20' } });
  });

  test('the first site answers within 300 ms with hotels, and every site by 2 s', () => {
    const delays = bookingSites.map((site) => site.delayMs);
    expect(Math.min(...delays) + gatherWindowMs).toBeLessThanOrEqual(300);
    expect(Math.max(...delays) + gatherWindowMs).toBeLessThanOrEqual(2000);
  });

  test('a restarted server recomputes a search from its stored query: the same list', async () => {
    const id = await startSearch(t);
    const here = await complete(id);
    clock = testStart + 5000;
    const response = await t.app.inject({ method: 'GET', url: `/restarted/v1/searches/${id}/results?limit=100` });
    clock = testStart;
    expect(response.json()).toEqual(here);
  });
});

describe('the list: best offers, sorting, filters and their counts', () => {
  let id: string;
  beforeAll(async () => {
    id = await startSearch(t);
  });

  test('a hotel’s best offer is its cheapest total of all sites, every total adding up; cheapest first', async () => {
    const page = await complete(id);
    expect(page).toMatchObject({ best_offer_rule: 'cheapest_total', sort: 'price', city: { code: 'LED', name: 'Saint Petersburg' } });
    expect(page.stay).toEqual({ check_in: '2026-03-20', check_out: '2026-03-22', nights: 2, adults: 2, children: [], rooms: 1 });
    for (const hotel of page.hotels) {
      expectTotalAddsUp(hotel.best_offer, 2);
      expect(hotel.best_offer.total).toBe(Math.min(...hotel.sites.map((site) => site.total)));
      expect(hotel.best_offer.fees.some((fee) => fee.kind === 'city_tax')).toBe(true);
    }
    const totals = page.hotels.map((hotel) => hotel.best_offer.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  test('by rating, distance to the centre or to a point, popularity', async () => {
    const byRating = (await complete(id, { sort: 'rating' })).hotels.map((hotel) => hotel.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byDistance = (await complete(id, { sort: 'distance' })).hotels.map((hotel) => hotel.distance_km);
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
    const near = await complete(id, { sort: 'distance', near: '59.9500,30.3167' });
    const toPoint = near.hotels.map((hotel) => hotel.distance_to_point_km!);
    expect(toPoint).toEqual([...toPoint].sort((a, b) => a - b));
    const byPopularity = (await complete(id, { sort: 'popularity' })).hotels.map((hotel) => hotel.popularity);
    expect(byPopularity).toEqual([...byPopularity].sort((a, b) => b - a));
  });

  test('stars and free cancellation narrow the list; each facet counts what its values would leave', async () => {
    const all = await complete(id);
    const filtered = await complete(id, { stars: '4,5', free_cancellation: 'true' });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const hotel of filtered.hotels) {
      expect([4, 5]).toContain(hotel.stars);
      expect(hotel.best_offer.cancellation.kind).toBe('free');
      expect(hotel.free_cancellation).toBe(true);
    }
    const withFree = await complete(id, { free_cancellation: 'true' });
    // The star counts ignore the star filter: 4 and 5 together are the filtered list.
    const starCount = (stars: number) => filtered.facets.stars.find((entry) => entry.value === stars)?.count ?? 0;
    expect(starCount(4) + starCount(5)).toBe(filtered.total);
    expect(filtered.facets.stars).toEqual(withFree.facets.stars);
    expect(filtered.facets.free_cancellation).toBe(filtered.total);
    // Repeated parameters read as a list.
    clock = testStart + 5000;
    const repeated = await t.app.inject({ method: 'GET', url: `/api/hotels/v1/searches/${id}/results?limit=100&stars=4&stars=5&free_cancellation=true` });
    clock = testStart;
    expect(repeated.json()).toEqual(filtered);
  });

  test('price range, rating, amenities, board and district filters', async () => {
    const all = await complete(id);
    const { min, max } = all.facets.price!;
    const middle = Math.round((min + max) / 2);
    const cheap = await complete(id, { price_max: String(middle) });
    expect(cheap.hotels.every((hotel) => hotel.best_offer.total <= middle)).toBe(true);
    const perNight = await complete(id, { price_basis: 'night', price_min: String(Math.round(middle / 2)) });
    expect(perNight.hotels.every((hotel) => hotel.best_offer.per_night >= Math.round(middle / 2))).toBe(true);
    const rated = await complete(id, { rating_min: '8' });
    expect(rated.total).toBe(all.facets.rating.find((entry) => entry.min === 8)?.count ?? 0);
    const wifiParking = await complete(id, { amenities: 'wifi,parking' });
    expect(wifiParking.hotels.every((hotel) => hotel.amenities.includes('wifi') && hotel.amenities.includes('parking'))).toBe(true);
    const breakfast = await complete(id, { meal_plans: 'breakfast' });
    expect(breakfast.total).toBe(all.facets.meal_plans.find((entry) => entry.value === 'breakfast')!.count);
    expect(breakfast.hotels.every((hotel) => hotel.best_offer.meal === 'breakfast')).toBe(true);
    const district = all.facets.districts[0]!;
    const inDistrict = await complete(id, { districts: district.id });
    expect(inDistrict.total).toBe(district.count);
    expect(inDistrict.hotels.every((hotel) => hotel.district.id === district.id)).toBe(true);
  });

  test('prices for the stay by default on the flight brand, per night on the second brand (spec §9 use_price_per_night)', async () => {
    clock = testStart + 5000;
    const asked = (host: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/hotels/v1/searches/${id}/results?limit=5${query}`, headers: { host } });
    expect((await asked('localhost')).json().price_basis).toBe('stay');
    expect((await asked('wa.localhost')).json().price_basis).toBe('night');
    expect((await asked('wa.localhost', '&price_basis=stay')).json().price_basis).toBe('stay');
    clock = testStart;
  });

  test('pages of the list, names in the visitor’s language', async () => {
    const all = await complete(id);
    const page = await complete(id, { offset: '2', limit: '3', locale: 'ru' });
    expect(page.hotels.map((hotel) => hotel.id)).toEqual(all.hotels.slice(2, 5).map((hotel) => hotel.id));
    expect(page.city.name).toBe('Санкт-Петербург');
    expect(page.hotels[0]!.name).toMatch(/[а-яё]/i);
  });

  test('a search for one hotel lists that hotel only', async () => {
    const one = await startSearch(t, stayBody({ city: undefined, hotel_id: 'LED-3' }));
    const page = await complete(one);
    expect(page.hotels.map((hotel) => hotel.id)).toEqual(['LED-3']);
  });
});

describe('bad input answers 400 with the reason, an unknown search 404', () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ check_in: '2026-03-01' }, 'Check-in date must not be in the past'],
    [{ check_out: '2026-03-20' }, 'Check-out date must be after check-in date'],
    [{ check_out: '2026-04-20' }, 'A stay must be at most 30 nights'],
    [{ check_in: '2026-02-30' }, 'Check-in date does not exist: 2026-02-30'],
    [{ check_in: '20.03.2026' }, 'check_in: Check-in date must be YYYY-MM-DD'],
    [{ check_in: '2027-03-20', check_out: '2027-03-22' }, 'Check-in date must be within 364 days'],
    [{ adults: 0 }, 'adults: At least one adult is required'],
    [{ adults: 9 }, 'adults: No more than 8 guests'],
    [{ adults: 4, children: [3, 5, 7, 9, 11] }, 'No more than 8 guests'],
    [{ children: [18] }, "children.0: A child's age must be from 0 to 17"],
    [{ rooms: 5 }, 'Rooms must be from 1 to 4'],
    [{ rooms: 3 }, 'Each room needs an adult'],
    [{ adults: 5 }, 'At most 4 guests per room: add a room'],
    [{ city: 'XXX' }, 'Unknown city code: XXX'],
    [{ city: 'led' }, 'City code must be 3 latin letters'],
    [{ hotel_id: 'LED-1' }, 'A search needs a city or a hotel, not both'],
    [{ city: undefined, hotel_id: 'LED-999' }, 'Unknown hotel: LED-999'],
  ];
  test.each(cases)('%j', async (change, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/hotels/v1/searches', payload: stayBody(change) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test('a baby needs no bed of its own: four adults and a baby in one room is fine', async () => {
    await startSearch(t, stayBody({ adults: 4, children: [1], rooms: 1 }));
  });

  test('results: bad filters 400, an unknown search 404', async () => {
    const id = await startSearch(t);
    for (const [query, message] of [
      ['stars=6', 'stars.0: stars must be from 1 to 5'],
      ['sort=cheap', 'sort must be one of price, rating, distance, popularity'],
      ['amenities=sauna', 'amenities.0: amenities must be of'],
      ['near=north', 'near must be latitude,longitude'],
      ['limit=500', 'limit must be from 1 to 100'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/hotels/v1/searches/${id}/results?${query}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/hotels/v1/searches/00000000-0000-4000-8000-000000000000/results' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Search 00000000-0000-4000-8000-000000000000 not found');
  });
});
