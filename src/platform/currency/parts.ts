import type { CurrencyRates } from '../../contracts';
import { formatPrice, type LocaleFormats } from '../format';
import { fromRoubles } from './convert';

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Whole units of each part such that they add up to `whole` (the sum rounded, unless given): each
 * part is rounded down, then the units left go to the parts with the largest remainders, the
 * larger part first on a tie (remainders within a millionth: conversion leaves float noise). So
 * "fare 108.6 + fee 2.6" shows as 109 + 2 beside a total of 111, never as 109 + 3.
 */
export function roundParts(amounts: readonly number[], whole = Math.round(sum(amounts))): number[] {
  const rounded = amounts.map((amount) => Math.floor(amount));
  let left = whole - sum(rounded);
  const byRemainder = amounts
    .map((amount, index) => ({ index, rest: amount - rounded[index]! }))
    .sort((a, b) => (Math.abs(b.rest - a.rest) > 1e-6 ? b.rest - a.rest : amounts[b.index]! - amounts[a.index]! || a.index - b.index));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    rounded[index]! += 1;
    left -= 1;
  }
  return rounded;
}

/** A total and its parts as the page shows them: the parts add up to the total as written. */
export interface ShownParts {
  total: string;
  parts: string[];
}

/**
 * A total made of parts (roubles) in `currency`: the total is the sum converted and rounded, as
 * `usePriceFormatter` writes it, and each part is rounded so that the parts shown add up to it.
 * In roubles when the currency's rate is unknown, as the price formatter does.
 */
export function formatParts(roubles: readonly number[], currency: string, rates: CurrencyRates | null, formats: LocaleFormats): ShownParts {
  const whole = fromRoubles(sum(roubles), currency, rates);
  const code = whole === null ? 'rub' : currency;
  const amounts = whole === null ? roubles : roubles.map((amount) => fromRoubles(amount, currency, rates)!);
  const parts = roundParts(amounts, Math.round(whole ?? sum(roubles)));
  return { total: formatPrice(sum(parts), code, formats), parts: parts.map((part) => formatPrice(part, code, formats)) };
}
