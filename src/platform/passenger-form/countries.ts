import { countryCodes } from '../../contracts/countries';
import { marketName } from '../market';

export interface CountryOption {
  code: string;
  name: string;
}

const byLocale = /* @__PURE__ */ new Map<string, CountryOption[]>();

/** Every country of the passenger contract's list, named in the reader's locale and sorted by name. */
export function countryOptions(locale: string): CountryOption[] {
  let options = byLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = countryCodes.map((code) => ({ code, name: marketName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
    byLocale.set(locale, options);
  }
  return options;
}
