import parsePhoneNumber, { AsYouType, isSupportedCountry, type CountryCode } from 'libphonenumber-js/mobile';
import type { PhoneReading } from './rules';

/**
 * Mobile numbers of any country (the international brand's rule): E.164, or a national number of
 * the visit's market. libphonenumber-js's `mobile` metadata is the `min` one plus the number types,
 * so a valid number here is a mobile one (or one a country does not tell apart from mobile, as in
 * the US) and a landline is refused: a code goes by SMS. The client loads this module lazily
 * (`loadPhoneReader`); the server imports it directly.
 */

const countryOf = (market: string): CountryCode | undefined => {
  const code = market.toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
};

/** The digits of the number's E.164 form (`12125550100`), or `null` when it is not a valid mobile number. */
export function internationalPhoneNumber(text: string, market: string): string | null {
  const defaultCountry = countryOf(market);
  const parsed = parsePhoneNumber(text, { extract: false, ...(defaultCountry && { defaultCountry }) });
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}

/** Formatted as it is typed: `+1 212 555 0100`, or `(212) 555-0100` for a number of the market's country written without its code. */
export function readInternationalPhone(text: string, market: string): PhoneReading {
  const value = new AsYouType(countryOf(market)).input(text.trim());
  return { value, number: internationalPhoneNumber(value, market) };
}
