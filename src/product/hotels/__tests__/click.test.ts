import { describe, expect, test } from 'vitest';
import type { RateCheck } from '../../../contracts/hotels';
import { parseClick, siteUrl } from '../model/click';

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
});
