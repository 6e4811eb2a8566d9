import { expect, test } from 'vitest';
import {
  AvailablePaymentMethodsFlag,
  ForeignCardsFlag,
  availablePaymentMethodsFlagKey,
  foreignCardsFlagKey,
  isExperimentFlag,
} from '../../../../contracts/flags';
import { dataDir } from '../../../data-dir';
import { readSeed } from '../store';

const flags = readSeed(dataDir('flags.json'));
const byKey = (key: string) => flags.find((flag) => flag.key === key)!;

test('the foreign-cards flag carries the full shape of spec §3', () => {
  const flag = byKey(foreignCardsFlagKey);
  expect(flag.enabled).toBe(true);
  for (const variant of flag.variants) expect(() => ForeignCardsFlag.parse(variant.attachment)).not.toThrow();
});

test('the available-payment-methods flag offers ru_card, ww_card or both', () => {
  const flag = byKey(availablePaymentMethodsFlagKey);
  const methods = flag.variants.flatMap((variant) => AvailablePaymentMethodsFlag.parse(variant.attachment).methods);
  expect(new Set(methods)).toEqual(new Set(['ru_card', 'ww_card', 'ru_card|ww_card']));
});

test('an experiment flag matches -exp- and splits between two variants', () => {
  const experiments = flags.filter((flag) => isExperimentFlag(flag.key));
  expect(experiments.length).toBeGreaterThanOrEqual(1);
  const [experiment] = experiments;
  expect(experiment!.variants).toHaveLength(2);
  expect(experiment!.segments[0]!.distributions.map((d) => d.percent)).toEqual([50, 50]);
});

test('the seed constrains on market, device, os and lang only', () => {
  const properties = new Set(flags.flatMap((flag) => flag.segments.flatMap((s) => s.constraints.map((c) => c.property))));
  expect([...properties].sort()).toEqual(['device', 'lang', 'market', 'os']);
});
