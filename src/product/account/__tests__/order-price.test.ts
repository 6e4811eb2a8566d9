import { describe, expect, test } from 'vitest';
import type { OfferTotal } from '../../../contracts/offers';
import { orderPriceLines } from '../model/order-price';

const charged: OfferTotal = {
  total: 31_710,
  perPassenger: 31_710,
  parts: [
    { kind: 'fare', amount: 24_000 },
    { kind: 'bags', count: 1, amount: 6_937 },
    { kind: 'card_fee', method: 'ww_card', percent: 2.5, fixed: 0, amount: 773 },
  ],
};

describe("an order's price lines", () => {
  test('the fare, the bags and the card fee as the booking charged them, then the total they add up to', () => {
    const lines = orderPriceLines({ price: 31_710, total: charged });
    expect(lines).toEqual([
      { kind: 'fare', amount: 24_000 },
      { kind: 'bags', count: 1, amount: 6_937 },
      { kind: 'card_fee', amount: 773 },
      { kind: 'total', amount: 31_710 },
    ]);
    const parts = lines.filter((line) => line.kind !== 'total');
    expect(parts.reduce((sum, line) => sum + line.amount, 0)).toBe(lines.at(-1)!.amount);
  });

  test('a fare alone (no bags bought, no fee) is still told apart from the total', () => {
    expect(orderPriceLines({ price: 24_000, total: { total: 24_000, perPassenger: 24_000, parts: [{ kind: 'fare', amount: 24_000 }] } })).toEqual([
      { kind: 'fare', amount: 24_000 },
      { kind: 'total', amount: 24_000 },
    ]);
  });

  test('without parts, or with parts that do not make the price, the total alone', () => {
    expect(orderPriceLines({ price: 31_710, total: null })).toEqual([{ kind: 'total', amount: 31_710 }]);
    expect(orderPriceLines({ price: 30_000, total: charged })).toEqual([{ kind: 'total', amount: 30_000 }]);
  });
});
