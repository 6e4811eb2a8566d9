import { describe, expect, test } from 'vitest';
import type { HotelClick, RateCheck } from '../../../contracts/hotels';
import { clickEvent, clickMarker, parseClick, siteUrl } from '../model/click';

const searchId = '0b7f3c6e-2a41-4d5e-9c1f-3e0c2b8f1a77';
const rateId = 'LED-7.otelio.std_double.breakfast.free';

describe('hotel click-out', () => {
  test('the address names the search and the rate', () => {
    expect(parseClick(`?search_id=${searchId}&rate_id=${rateId}`)).toEqual({ search_id: searchId, rate_id: rateId });
    expect(parseClick(`?search_id=nope&rate_id=${rateId}`)).toBeNull();
    expect(parseClick(`?search_id=${searchId}`)).toBeNull();
  });

  test("the site's address carries the rate and the marker; a sold-out rate has none", () => {
    const check = { rate_id: rateId, available: true, offer: { site: 'otelio' } } as RateCheck;
    expect(siteUrl(check, '123456.hotels')).toBe(`https://otelio.example/hotels/LED-7?rate=${encodeURIComponent(rateId)}&marker=123456.hotels`);
    expect(siteUrl({ ...check, available: false, offer: null }, 'direct')).toBeNull();
  });

  test('the stored click goes to analytics with the site, both totals and whether the price moved', () => {
    const click = { click_id: 'c1', rate_id: rateId, total: 9300, previous_total: 9000, changed: true, offer: { site: 'otelio' } } as HotelClick;
    expect(clickEvent({ search_id: searchId, rate_id: rateId, locale: 'ru' }, click)).toEqual({
      name: 'hotels:click_out',
      fields: { label: 'otelio', clickId: 'c1', searchId, hotelId: 'LED-7', rateId, price: 9300, shownPrice: 9000, changed: true },
    });
    // Sold out: no price now, the site from the rate.
    expect(clickEvent({ search_id: searchId, rate_id: rateId }, { ...click, total: null, offer: null }).fields).toMatchObject({ label: 'otelio', price: null });
  });

  test('a marker the click call would refuse is left out', () => {
    expect(clickMarker('123456.hotels')).toBe('123456.hotels');
    expect(clickMarker('a b')).toBeUndefined();
    expect(clickMarker('')).toBeUndefined();
  });
});
