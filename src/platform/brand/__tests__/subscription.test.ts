import { describe, expect, test } from 'vitest';
import { subscriptionKind } from '../subscription';

describe('subscription naming (spec §1, §9)', () => {
  test.each([
    ['AS', 'ru', 'more'],
    ['AS', 'by', 'more'],
    ['AS', 'ua', 'cashback'],
    ['AS', 'kz', 'cashback'],
    ['AS', 'uz', 'cashback'],
    ['AS', 'kg', 'cashback'],
    ['AS', 'az', 'cashback'],
    ['AS', 'tj', 'cashback'],
    ['AS', 'ge', 'cashback'],
    ['AS', 'am', 'cashback'],
    ['WA', 'us', 'plus'],
    ['WA', 'kz', 'plus'],
  ] as const)('%s in %s: %s', (brand, market, kind) => {
    expect(subscriptionKind(brand, market)).toBe(kind);
  });
});
