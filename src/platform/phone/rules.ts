import { readRussianPhone } from './russian';

/**
 * How a brand reads the phone number of a login (the brand and market rules of `platform/brand` name its
 * rule): `russian`, the mobile numbers of spec §5, or `international`, a mobile number of any
 * country (E.164, checked with libphonenumber-js's mobile metadata).
 */
export const phoneRules = ['russian', 'international'] as const;
export type PhoneRule = (typeof phoneRules)[number];

/** What a phone field shows for a text, and the number (the digits of E.164, no `+`) once the rule accepts it. */
export interface PhoneReading {
  value: string;
  number: string | null;
}

/** Reads a typed or pasted text; `market` (a country code) is the country of a number written without one. */
export type PhoneReader = (text: string, market: string) => PhoneReading;

/**
 * The rule's reader. The international one, libphonenumber-js with its metadata (about 30 kB
 * compressed), is a chunk of its own loaded only here: pages of the Russian rule never fetch it.
 */
export function loadPhoneReader(rule: PhoneRule): Promise<PhoneReader> {
  if (rule === 'russian') return Promise.resolve((text) => readRussianPhone(text));
  return import('./international').then((module) => module.readInternationalPhone);
}
