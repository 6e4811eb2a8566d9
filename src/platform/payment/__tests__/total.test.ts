import { describe, expect, test } from 'vitest';
import type { AgencyDetails } from '../../../contracts/offers';
import type { Offer } from '../../../contracts/search';
import { agencyChoices, offerTotal } from '../total';

const trust = {
  score: 8,
  bookings: 1000,
  reviews: 10,
  rating: 4.5,
  complaints_per_1000: 1,
  refund_disputes: 0,
  years: 5,
  points: { rating: 3, complaints: 2.4, disputes: 2, years: 0.6 },
};
const agency = (payment: AgencyDetails['payment']): AgencyDetails => ({ name: 'A', payment, trust });
const light: Offer = { agency_id: 'a', agency_name: 'A', price: 20_000, baggage: false, bags_included: 0, extra_bags: [2500, 3750] };
const withBag: Offer = { agency_id: 'a', agency_name: 'A', price: 23_000, baggage: true, baggage_kg: 23, bags_included: 1, extra_bags: [3750] };
const two = { adults: 2, children: 0, infants: 0 };
const free = agency([{ method: 'ru_card', percent: 0, fixed: 0 }]);

describe('offerTotal', () => {
  test('the fare alone when no bag is wanted and the card is free', () => {
    expect(offerTotal(light, free, two, 0, 'ru_card')).toEqual({ total: 20_000, perPassenger: 10_000, parts: [{ kind: 'fare', amount: 20_000 }] });
  });

  test('bags the fare lacks are bought per passenger with a seat; infants get none', () => {
    const total = offerTotal(light, free, { adults: 2, children: 0, infants: 1 }, 2, 'ru_card')!;
    expect(total.parts).toEqual([
      { kind: 'fare', amount: 20_000 },
      { kind: 'bags', count: 4, amount: 2 * (2500 + 3750) },
    ]);
    expect(total.total).toBe(32_500);
    expect(total.perPassenger).toBe(Math.round(32_500 / 3));
  });

  test('an included bag costs nothing more; the second is the fare’s extra bag', () => {
    expect(offerTotal(withBag, free, two, 1, 'ru_card')!.total).toBe(23_000);
    expect(offerTotal(withBag, free, two, 2, 'ru_card')!.total).toBe(23_000 + 2 * 3750);
  });

  test('the card fee is a share of fare and bags plus a fixed part, rounded to the rouble', () => {
    const card = agency([{ method: 'ww_card', percent: 2.5, fixed: 150 }]);
    const total = offerTotal(light, card, two, 1, 'ww_card')!;
    expect(total.parts.at(-1)).toEqual({ kind: 'card_fee', method: 'ww_card', percent: 2.5, fixed: 150, amount: Math.round(25_000 * 0.025 + 150) });
    expect(total.total).toBe(25_000 + 775);
  });

  test('a card the agency does not take, or more bags than the fare allows, cannot be sold', () => {
    expect(offerTotal(light, free, two, 0, 'ww_card')).toBeNull();
    expect(offerTotal({ ...withBag, extra_bags: [] }, free, two, 2, 'ru_card')).toBeNull();
  });

  test('without the agency’s details there is no card fee part', () => {
    expect(offerTotal(light, undefined, two, 0, 'ww_card')!.total).toBe(20_000);
  });
});

describe('agencyChoices', () => {
  const b: Offer = { ...light, agency_id: 'b', agency_name: 'B', price: 21_000 };
  const agencies = {
    a: free,
    b: agency([
      { method: 'ru_card', percent: 1, fixed: 0 },
      { method: 'ww_card', percent: 3, fixed: 0 },
    ]),
  };

  test('each agency once, its cheaper fare for the bags chosen, sorted by total', () => {
    expect(agencyChoices([light, withBag, b], agencies, two, 0, 'ru_card').map((c) => [c.offer.agency_id, c.total.total])).toEqual([
      ['a', 20_000],
      ['b', 21_210],
    ]);
    // With a bag, A's fare with a bag (23 000) beats its light fare and two bags bought (25 000).
    const bag = agencyChoices([light, withBag, b], agencies, two, 1, 'ru_card');
    expect(bag[0]).toMatchObject({ offer: withBag, total: { total: 23_000 } });
  });

  test('an agency that does not take the card drops out', () => {
    expect(agencyChoices([light, b], agencies, two, 0, 'ww_card').map((c) => c.offer.agency_id)).toEqual(['b']);
  });
});
