import { describe, expect, test } from 'vitest';
import type { AgencyDetails } from '../../../../contracts/offers';
import { BAGS_NOT_CARRIED, CARD_NOT_TAKEN, type Offer } from '../../../../contracts/search';
import { offerTotal } from '../../../../platform/payment';
import { agencyChoice } from '../offer-route';

const trust = {
  score: 8,
  bookings: 1000,
  reviews: 100,
  rating: 4.5,
  complaints_per_1000: 1,
  refund_disputes: 0,
  years: 5,
  points: { rating: 4, complaints: 2, disputes: 1, years: 1 },
};
const details: AgencyDetails = {
  name: 'Agency',
  payment: [
    { method: 'ru_card', percent: 0, fixed: 100 },
    { method: 'ww_card', percent: 2, fixed: 0 },
  ],
  trust,
};
const bare: Offer = { agency_id: 'agency', agency_name: 'Agency', price: 10_000, baggage: false, bags_included: 0, extra_bags: [1500] };
const bagged: Offer = { agency_id: 'agency', agency_name: 'Agency', price: 11_000, baggage: true, bags_included: 1, extra_bags: [] };
const passengers = { adults: 2, children: 0, infants: 0 };

describe('agencyChoice', () => {
  test("picks the agency's fare with the cheapest total for the bags and card, with offerTotal's total", () => {
    // No bags: the bare fare. One bag each: 10 000 + 2 × 1 500 = 13 000 against 11 000, the fare with a bag.
    expect(agencyChoice([bare, bagged], details, passengers, 0, 'ru_card')).toMatchObject({
      offer: bare,
      bags: 0,
      method: 'ru_card',
      total: offerTotal(bare, details, passengers, 0, 'ru_card'),
    });
    expect(agencyChoice([bare, bagged], details, passengers, 1, 'ww_card')).toMatchObject({ offer: bagged, total: { total: 11_220 } });
  });

  test('without a card, the one that comes out cheapest', () => {
    // 2 % of 10 000 is 200, more than the 100 fixed on a Russian card.
    expect(agencyChoice([bare], details, passengers, 0, undefined)).toMatchObject({ method: 'ru_card', total: { total: 10_100 } });
    expect(agencyChoice([{ ...bare, price: 2000 }], details, passengers, 0, undefined)).toMatchObject({ method: 'ww_card', total: { total: 2040 } });
  });

  test('a card the agency does not take or bags no fare carries are 422 with a reason', () => {
    const ruOnly = { ...details, payment: [details.payment[0]!] };
    expect(() => agencyChoice([bare], ruOnly, passengers, 0, 'ww_card')).toThrow(
      expect.objectContaining({ statusCode: 422, code: 'card_not_taken', message: CARD_NOT_TAKEN }),
    );
    expect(() => agencyChoice([bare, bagged], details, passengers, 2, 'ru_card')).toThrow(
      expect.objectContaining({ statusCode: 422, code: 'bags_not_carried', message: BAGS_NOT_CARRIED }),
    );
  });
});
