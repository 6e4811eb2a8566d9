import { describe, expect, test } from 'vitest';
import { visitDefaults } from '../../brand';
import {
  flagAllows,
  offeredPaymentMethods,
  type PaymentMethod,
  type PaymentMethodsFlagValue,
  type PaymentOptions,
  shownPaymentOptions,
  travellerMethods,
} from '../options';

const both = { ru_card: true, ww_card: true };

describe('payment options rule (spec §4)', () => {
  test.each<[string, PaymentOptions | null, PaymentMethodsFlagValue[] | null, PaymentOptions]>([
    ['only ww_card, flag has ru_card only → both', { ww_card: true }, ['ru_card'], both],
    ['only ww_card, no flag → both', { ru_card: false, ww_card: true }, null, both],
    ['only ww_card, empty flag → both', { ww_card: true }, [], both],
    ['only ww_card, flag allows ww_card', { ww_card: true }, ['ww_card'], { ru_card: false, ww_card: true }],
    ['only ww_card, flag offers it only together with ru_card (regional markets) → both', { ww_card: true }, ['ru_card', 'ru_card|ww_card'], both],
    ['only ww_card, flag offers it alone and together', { ww_card: true }, ['ru_card', 'ww_card', 'ru_card|ww_card'], { ru_card: false, ww_card: true }],
    ['only ru_card stays', { ru_card: true }, ['ru_card'], { ru_card: true, ww_card: false }],
    ['both stay', both, ['ru_card'], both],
    ['none chosen stays none', {}, ['ru_card'], { ru_card: false, ww_card: false }],
    ['no settings', null, ['ww_card'], { ru_card: false, ww_card: false }],
  ])('%s', (_, chosen, flag, shown) => {
    expect(shownPaymentOptions(chosen, flag)).toEqual(shown);
  });

  test.each<[PaymentMethodsFlagValue[] | null, boolean, boolean, boolean]>([
    [['ru_card'], true, false, false],
    [['ww_card'], false, true, false],
    [['ru_card|ww_card'], false, false, true],
    [['ru_card', 'ru_card|ww_card'], true, false, true],
    [['ru_card', 'ww_card'], true, true, false],
    [null, false, false, false],
  ])('flag %j offers ru_card alone %s, ww_card alone %s, both together %s', (methods, ru, ww, both) => {
    expect(flagAllows(methods, 'ru_card')).toBe(ru);
    expect(flagAllows(methods, 'ww_card')).toBe(ww);
    expect(flagAllows(methods, 'ru_card|ww_card')).toBe(both);
  });

  test.each<[PaymentMethodsFlagValue[] | null, string[]]>([
    [
      ['ru_card', 'ru_card|ww_card'],
      ['ru_card', 'ww_card'],
    ],
    [['ww_card'], ['ww_card']],
    [['ru_card'], ['ru_card']],
    [[], []],
    [null, []],
  ])('the flag %j offers %j', (flag, offered) => {
    expect(offeredPaymentMethods(flag)).toEqual(offered);
  });
});

describe('the cards a traveller pays with', () => {
  const regional: PaymentMethodsFlagValue[] = ['ru_card', 'ru_card|ww_card'];
  const worldwide: PaymentMethodsFlagValue[] = ['ru_card', 'ww_card', 'ru_card|ww_card'];

  test("each brand's default market has its card: a Russian one on AS (ru), an international one on WA (us)", () => {
    expect(visitDefaults({ brand: 'AS', market: 'ru' }).paymentMethod).toBe('ru_card');
    expect(visitDefaults({ brand: 'WA', market: 'us' }).paymentMethod).toBe('ww_card');
  });

  test.each<[string, PaymentOptions | null, PaymentMethodsFlagValue[] | null, PaymentMethod, PaymentMethod[]]>([
    ['AS in Russia without settings: the Russian card', null, regional, 'ru_card', ['ru_card']],
    ['WA without settings where the flag offers it alone: the international card', null, worldwide, 'ww_card', ['ww_card']],
    ['WA without settings in a regional market: both (spec §4), its own first', null, regional, 'ww_card', ['ww_card', 'ru_card']],
    ['settings that chose nothing count as none', { ru_card: false, ww_card: false }, worldwide, 'ww_card', ['ww_card']],
    ['the settings’ choice wins over the visit’s card', { ru_card: true, ww_card: false }, worldwide, 'ww_card', ['ru_card']],
    ['both chosen: the visit’s card first', { ru_card: true, ww_card: true }, worldwide, 'ru_card', ['ru_card', 'ww_card']],
    ['a card the flag does not offer is left out', { ru_card: true, ww_card: true }, ['ww_card'], 'ru_card', ['ww_card']],
    ['no flag: every card is available, the rule still applies', { ww_card: true }, null, 'ww_card', ['ww_card', 'ru_card']],
    ['a choice the flag cannot serve falls back to a card it offers', { ru_card: true }, ['ww_card'], 'ru_card', ['ww_card']],
  ])('%s', (_, chosen, flag, brandMethod, methods) => {
    expect(travellerMethods(chosen, flag, brandMethod)).toEqual(methods);
  });
});
