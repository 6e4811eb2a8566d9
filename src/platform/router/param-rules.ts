import type { ParamRule } from './define';

/** A code of `length` Latin letters, upper-cased (`mow` → `MOW`); anything else does not match. */
export const letterCode =
  (length: number): ParamRule =>
  (value) =>
    new RegExp(`^[a-z]{${length}}$`, 'i').test(value) ? value.toUpperCase() : null;

/** Letters, digits and hyphens (order numbers, identifiers in addresses). */
export const identifier: ParamRule = /^[a-z0-9-]+$/i;

/** Any value except the listed words (a static sibling such as `/hotels/click` is not an id). */
export const except =
  (...words: string[]): ParamRule =>
  (value) =>
    words.includes(value.toLowerCase()) ? null : value;
