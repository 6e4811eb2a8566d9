import { currencyName, languageName, languageNames, marketName } from './labels';
import { marketCodes, marketFor, type Currency, type Language, type Market } from './markets';
import type { BrandCode } from '../brand';

/** One choice of a picker (spec §3: currency and language options): its value, its label and a longer text. */
export interface Option<T extends string = string> {
  value: T;
  label: string;
  text: string;
}

/** The market's currencies: `eur` → label `EUR`, text `Euro` (in the reader's locale). */
export const currencyOptions = (market: Market, locale: string): Option<Currency>[] =>
  market.currencies.map((value) => ({ value, label: value.toUpperCase(), text: currencyName(value, locale) }));

/** The market's languages: `kk` → label `Қазақша` (its own name), text `Kazakh` (in the reader's locale). */
export const languageOptions = (market: Market, locale: string): Option<Language>[] =>
  market.languages.map((value) => ({ value, label: languageNames[value], text: languageName(value, locale) }));

/** The markets a brand serves, by name in the reader's locale: `kz` → label `Kazakhstan`, text `KZ`. */
export function marketOptions(brand: BrandCode, locale: string): Option[] {
  return marketCodes
    .filter((code) => marketFor(brand, code))
    .map((value) => ({ value, label: marketName(value, locale), text: value.toUpperCase() }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
