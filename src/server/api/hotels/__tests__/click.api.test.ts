import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { HotelClick, HotelDetails } from '../../../../contracts/hotels';
import type { Db } from '../../../db/query';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, phoneLogin } from '../../../testing/user-login';
import { startSearch, stayBody, testStart } from './helpers';

let clock = testStart;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { searchRateLimit: 1000, globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { places: placesFixture, now: () => clock },
  );
});
afterAll(() => t.close());

interface ClickRow {
  click_id: string;
  hotel_id: string;
  site: string;
  rate_id: string;
  shown_price: number;
  checked_price: number | null;
  marker: string;
  user_id: string | null;
}
const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []));
const stored = async (clickId: string) =>
  rowsOf<ClickRow>(await (t.app.database.db as unknown as Db).execute(sql`select * from hotel_clicks where click_id = ${clickId}`))[0];

/** A search of one hotel and its cheapest rate, as the hotel page shows it. */
async function chosenRate() {
  clock = testStart;
  const searchId = await startSearch(t, stayBody({ city: undefined, hotel_id: 'LED-3' }));
  const page = await t.app.inject({ method: 'GET', url: `/api/hotels/v1/hotels/LED-3?check_in=2026-03-20&check_out=2026-03-22&search_id=${searchId}` });
  return { searchId, offer: HotelDetails.parse(page.json()).best_offer! };
}

const click = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/hotels/v1/clicks', payload, headers });

test('a click is re-checked and stored with both totals and the marker; anonymous without a user', async () => {
  const { searchId, offer } = await chosenRate();
  // An hour later the price may have moved: the click keeps what was shown and what the site answers.
  clock = testStart + 20 * 60_000;
  const response = await click({ search_id: searchId, rate_id: offer.rate_id, marker: 'partner_42' });
  expect(response.statusCode, response.body).toBe(200);
  const answer = HotelClick.parse(response.json());
  expect(answer.previous_total).toBe(offer.total);
  expect(await stored(answer.click_id)).toMatchObject({
    hotel_id: 'LED-3',
    site: offer.site,
    rate_id: offer.rate_id,
    shown_price: offer.total,
    checked_price: answer.total,
    marker: 'partner_42',
    user_id: null,
  });
  // The rates check answers the same without storing anything.
  const check = await t.app.inject({ method: 'POST', url: '/api/hotels/v1/rates/check', payload: { search_id: searchId, rate_id: offer.rate_id } });
  expect({ ...check.json(), click_id: answer.click_id }).toEqual(answer);
});

test('a logged-in click keeps the user; a bad token is an anonymous click, not a refusal; unknown rates 404', async () => {
  const { searchId, offer } = await chosenRate();
  const { jwt } = await phoneLogin(t, '79035553001');
  const mine = HotelClick.parse((await click({ search_id: searchId, rate_id: offer.rate_id }, bearer(jwt))).json());
  const row = await stored(mine.click_id);
  expect(row).toMatchObject({ marker: 'direct', user_id: expect.any(String) });

  const stranger = await click({ search_id: searchId, rate_id: offer.rate_id }, bearer('not-a-token'));
  expect(stranger.statusCode).toBe(200);
  expect((await stored(stranger.json().click_id))!.user_id).toBeNull();

  const unknown = await click({ search_id: searchId, rate_id: 'LED-4.otelio.std.room_only.free' });
  expect(unknown.statusCode).toBe(404);
  const badMarker = await click({ search_id: searchId, rate_id: offer.rate_id, marker: 'a b' });
  expect(badMarker.statusCode).toBe(400);
});
