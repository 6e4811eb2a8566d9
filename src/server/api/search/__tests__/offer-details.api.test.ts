import { afterAll, beforeAll, expect, test } from 'vitest';
import { SearchResults, StartSearchResponse } from '../../../../contracts';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { searchApi } from '..';

let clock = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture });
  await t.app.register(searchApi, { prefix: '/clocked', now: () => clock });
});
afterAll(() => t.close());

async function results(id: string, since: number) {
  const response = await t.app.inject({ method: 'GET', url: `/clocked/v1/searches/${id}/results?since=${since}&locale=en` });
  expect(response.statusCode, response.body).toBe(200);
  return SearchResults.parse(response.json());
}

test('a results answer carries each offer’s terms and, once per answer, its agencies’ card fees and trust', async () => {
  const started = await t.app.inject({ method: 'POST', url: '/clocked/v1/searches', payload: searchQuery({ origin: 'LED' }) });
  const id = StartSearchResponse.parse(started.json()).search_id;
  clock += 700;
  const early = await results(id, 0);
  const agenciesOf = (answer: SearchResults) => new Set(answer.tickets.flatMap((ticket) => ticket.offers.map((offer) => offer.agency_id)));
  // Exactly the agencies whose offers the answer brings.
  expect(new Set(Object.keys(early.agencies ?? {}))).toEqual(agenciesOf(early));
  for (const offer of early.tickets.flatMap((ticket) => ticket.offers)) {
    expect(offer).toMatchObject({
      refund: { rule: expect.any(String) },
      change: { rule: expect.any(String) },
      hand_luggage: expect.any(Boolean),
      price_age: expect.any(Number),
    });
    expect(offer.bags_included! + offer.extra_bags!.length).toBeGreaterThanOrEqual(2);
  }
  const skybasket = early.agencies!.skybasket!;
  expect(skybasket.payment.map((fee) => fee.method)).toEqual(['ru_card', 'ww_card']);
  expect(skybasket.trust.score).toBeGreaterThan(5);
  expect(skybasket.trust.reviews).toBeGreaterThan(0);

  clock += 3000;
  const rest = await results(id, early.next);
  expect(rest.complete).toBe(true);
  expect(new Set(Object.keys(rest.agencies ?? {}))).toEqual(agenciesOf(rest));
  expect(rest.agencies!.skybasket).toBeUndefined();
  // Codeshares name who flies them, and the dictionary names that airline too.
  const shared = [...early.tickets, ...rest.tickets].flatMap((ticket) => ticket.segments.flatMap((s) => s.flights)).filter((f) => f.operated_by);
  expect(shared.length).toBeGreaterThan(0);
  const names = { ...early.dictionary.airlines, ...rest.dictionary.airlines };
  for (const flight of shared) expect(names[flight.operated_by!]).toBeTruthy();
});
