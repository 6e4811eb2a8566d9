import type { ParamRule } from '../../../platform/router';

/** A name in an address that is a code (`ist`, `s7`, `su1234`) is upper-cased; a slug is kept. */
export const codeOrName =
  (code: RegExp): ParamRule =>
  (value) =>
    code.test(value) ? value.toUpperCase() : value;

export const airlineCode = /^(?=.*[a-z])[a-z0-9]{2}$/i;
export const placeCode = /^[a-z]{3}$/i;
export const countryCode = /^[a-z]{2}$/i;
export const flightNumber = /^(?=.*[a-z])[a-z0-9]{2}\d{1,4}$/i;
