import { localizeNumber } from './digits';
import type { LocaleFormats } from './locale-data';

/**
 * Spec §9 number rules: under 1000 up to 2 decimals; 1000 to 999999 whole; millions compact with up
 * to 2 decimals (10M+ 1, 100M+ none); billions 1 decimal (10B+ none); trillions as billions.
 * Digits, separators and signs come from the locale's formats; the suffixes are the spec's.
 */
interface Tier {
  from: number;
  divisor: number;
  suffix: '' | 'M' | 'B' | 'T';
  /** Decimals for a value already divided by `divisor`. */
  decimals(scaled: number): number;
}

const tiers: readonly Tier[] = [
  { from: 1e12, divisor: 1e12, suffix: 'T', decimals: (v) => (v >= 10 ? 0 : 1) },
  { from: 1e9, divisor: 1e9, suffix: 'B', decimals: (v) => (v >= 10 ? 0 : 1) },
  { from: 1e6, divisor: 1e6, suffix: 'M', decimals: (v) => (v >= 100 ? 0 : v >= 10 ? 1 : 2) },
  { from: 1e3, divisor: 1, suffix: '', decimals: () => 0 },
  { from: 0, divisor: 1, suffix: '', decimals: () => 2 },
];

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The tier a magnitude falls in once rounded: 999.999 is shown as 1,000 and 999,999.6 as 1M. */
function tierOf(magnitude: number): { tier: Tier; scaled: number; decimals: number } {
  let index = tiers.findIndex((tier) => magnitude >= tier.from);
  for (;;) {
    const tier = tiers[index]!;
    const scaled = magnitude / tier.divisor;
    const decimals = tier.decimals(scaled);
    const bigger = tiers[index - 1];
    if (!bigger || roundTo(scaled, decimals) * tier.divisor < bigger.from) return { tier, scaled, decimals };
    index -= 1;
  }
}

export function formatNumber(value: number, formats: LocaleFormats): string {
  if (!Number.isFinite(value)) return localizeNumber(value, 0, formats.number);
  const { tier, scaled, decimals } = tierOf(Math.abs(value));
  return `${localizeNumber(Math.sign(value) * scaled, decimals, formats.number)}${tier.suffix}`;
}
