import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HotelDetails, RateCheck } from '../../../../contracts/hotels';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { expectTotalAddsUp, searchResults, startSearch, stayBody, testStart } from './helpers';

let clock = testStart;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture, now: () => clock });
});
afterAll(() => t.close());

async function hotel(id: string, query: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/hotels/v1/hotels/${id}?${new URLSearchParams(query)}` });
  expect(response.statusCode, response.body).toBe(200);
  return HotelDetails.parse(response.json());
}

const dates = { check_in: '2026-03-20', check_out: '2026-03-23' };

describe('a hotel with every room and every site’s rates', () => {
  test('every room the party fits in has rates, cheapest first, each total with every mandatory fee', async () => {
    const page = await hotel('LED-3', { ...dates, adults: '2' });
    expect(page.hotel).toMatchObject({ id: 'LED-3', district: { id: expect.any(String) } });
    expect(page.stay).toMatchObject({ nights: 3, adults: 2, rooms: 1 });
    expect(page.priced_at).toBe(new Date(testStart).toISOString());
    const rates = page.rooms.flatMap((room) => room.rates);
    expect(rates.length).toBeGreaterThan(0);
    expect(new Set(rates.map((rate) => rate.site)).size).toBeGreaterThan(1);
    for (const room of page.rooms) {
      const totals = room.rates.map((rate) => rate.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const rate of room.rates) expectTotalAddsUp(rate, 3);
    }
    expect(page.best_offer!.total).toBe(Math.min(...rates.map((rate) => rate.total)));
  });

  test('the same hotel and stay on the same day: the same prices; names in Russian for ru', async () => {
    expect(await hotel('LED-3', dates)).toEqual(await hotel('LED-3', dates));
    const russian = await hotel('LED-3', { ...dates, locale: 'ru' });
    expect(russian.city.name).toBe('Санкт-Петербург');
    expect(russian.rooms[0]!.name).toMatch(/[а-яё]/i);
  });

  test('children by age: rooms too small for the party have no rates', async () => {
    const family = await hotel('LED-3', { ...dates, adults: '2', children: '4,9' });
    for (const room of family.rooms) if (room.capacity < 4) expect(room.rates).toEqual([]);
  });

  test('a review summary by aspect, and like hotels of the city priced for the same stay, nearest first', async () => {
    const page = await hotel('LED-3', { ...dates, adults: '2' });
    expect(page.review_summary.aspects.map((item) => item.aspect)).toEqual(['cleanliness', 'location', 'service', 'value']);
    expect(page.review_summary.bands.reduce((sum, band) => sum + band.count, 0)).toBe(page.hotel.reviews);
    expect(page.similar.length).toBeGreaterThan(0);
    expect(page.similar.map((item) => item.id)).not.toContain('LED-3');
    const distances = page.similar.map((item) => item.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of page.similar) {
      expect(item.id).toMatch(/^LED-/);
      expect(Math.abs(item.stars - page.hotel.stars)).toBeLessThanOrEqual(1);
    }
    expect(page.similar.some((item) => item.total !== null)).toBe(true);
    expect((await hotel('LED-3')).similar.every((item) => item.total === null)).toBe(true);
  });

  test('without dates, the hotel and its rooms without rates', async () => {
    const page = await hotel('LED-3');
    expect(page).toMatchObject({ stay: null, best_offer: null, priced_at: null });
    expect(page.rooms.every((room) => room.rates.length === 0)).toBe(true);
  });

  test('an unknown hotel answers 404; bad dates 400', async () => {
    for (const id of ['LED-999', 'XXX-1', 'nonsense']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/hotels/v1/hotels/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Hotel ${id} not found`);
    }
    for (const [query, message] of [
      ['check_in=2026-03-20', 'Check-in and check-out dates go together'],
      ['check_in=2026-02-20&check_out=2026-02-22', 'Check-in date must not be in the past'],
      ['check_in=2026-03-20&check_out=2026-03-22&children=20', "children.0: A child's age must be from 0 to 17"],
      ['check_in=2026-03-20&check_out=2026-03-22&rooms=0', 'Rooms must be from 1 to 4'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/hotels/v1/hotels/LED-3?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('a rate’s price checked again before going to the site', () => {
  async function check(payload: object) {
    const response = await t.app.inject({ method: 'POST', url: '/api/hotels/v1/rates/check', payload });
    expect(response.statusCode, response.body).toBe(200);
    return RateCheck.parse(response.json());
  }

  test('right after the search: unchanged; later it may move, the same way on every check', async () => {
    clock = testStart;
    const searchId = await startSearch(t, stayBody());
    clock = testStart + 5000;
    const list = await searchResults(t, searchId);
    const offers = list.hotels.map((entry) => entry.best_offer);
    clock = testStart + 60_000;
    const soon = await check({ search_id: searchId, rate_id: offers[0]!.rate_id });
    expect(soon).toMatchObject({ available: true, changed: false, difference: 0, previous_total: offers[0]!.total, total: offers[0]!.total });
    expect(soon.message).toBe('The price has not changed');

    // Three hours on, some of the rates have moved: each answer says by how much.
    clock = testStart + 3 * 3_600_000;
    const later = await Promise.all(offers.map((offer) => check({ search_id: searchId, rate_id: offer.rate_id })));
    expect(later.some((answer) => answer.changed)).toBe(true);
    for (const [index, answer] of later.entries()) {
      expect(answer.previous_total).toBe(offers[index]!.total);
      if (answer.total === null) {
        expect(answer).toMatchObject({ available: false, message: 'This rate is no longer available', offer: null });
        continue;
      }
      expect(answer.difference).toBe(answer.total - answer.previous_total);
      expect(Math.abs(answer.difference)).toBeLessThanOrEqual(answer.previous_total * 0.05);
      expect(answer.message).toMatch(answer.difference > 0 ? /^The price went up by/ : answer.difference < 0 ? /^The price went down by/ : /not changed/);
      expectTotalAddsUp(answer.offer!, 2);
    }
    expect(await check({ search_id: searchId, rate_id: offers[0]!.rate_id })).toEqual(later[0]);
    clock = testStart;
  });

  test('the hotel page of a search shows the list’s prices; any of its rates can be checked again', async () => {
    const searchId = await startSearch(t, stayBody());
    clock = testStart + 5000;
    const card = (await searchResults(t, searchId)).hotels[0]!;
    // A day later the sites' prices have moved, but the page of the search keeps its prices.
    clock = testStart + 86_400_000;
    const page = await hotel(card.id, { check_in: '2026-03-20', check_out: '2026-03-22', search_id: searchId });
    expect(page.best_offer).toEqual(card.best_offer);
    expect((await hotel(card.id, { check_in: '2026-03-20', check_out: '2026-03-22' })).best_offer!.total).not.toBe(card.best_offer.total);
    expect(page.priced_at).toBe(new Date(testStart).toISOString());
    const dearest = page.rooms.flatMap((room) => room.rates).sort((a, b) => b.total - a.total)[0]!;
    clock = testStart + 60_000;
    expect(await check({ search_id: searchId, rate_id: dearest.rate_id, locale: 'ru' })).toMatchObject({
      previous_total: dearest.total,
      total: dearest.total,
      changed: false,
      offer: { room: { code: dearest.room.code, name: expect.stringMatching(/[а-яё]/i) } },
    });
    const missing = await t.app.inject({ method: 'GET', url: `/api/hotels/v1/hotels/${card.id}?search_id=00000000-0000-4000-8000-000000000000` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Search 00000000-0000-4000-8000-000000000000 not found');
    clock = testStart;
  });

  test('an unknown search or a rate it did not find: 404; a malformed rate id: 400', async () => {
    const searchId = await startSearch(t, stayBody());
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/v1/rates/check',
      payload: { search_id: searchId, rate_id: 'AER-1.roomradar.suite.breakfast.free' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(`Rate AER-1.roomradar.suite.breakfast.free not found in search ${searchId}`);
    const noSearch = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/v1/rates/check',
      payload: { search_id: '00000000-0000-4000-8000-000000000000', rate_id: 'LED-1.roomradar.suite.breakfast.free' },
    });
    expect(noSearch.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/hotels/v1/rates/check', payload: { search_id: searchId, rate_id: 'constructor' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('rate_id: Rate id is invalid');
  });
});
