import type { BookingMethod } from '../../../contracts/booking';

export type CardNetwork = 'mir' | 'visa' | 'mastercard' | 'other';

/** The network by the number's first digits: Mir 2200–2204, Visa 4, Mastercard 51–55 and 2221–2720. */
export function cardNetwork(number: string): CardNetwork {
  const four = Number(number.slice(0, 4));
  if (four >= 2200 && four <= 2204) return 'mir';
  if (number.startsWith('4')) return 'visa';
  if ((four >= 5100 && four <= 5599) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'other';
}

/** ru_card is a Russian card (Mir); ww_card an international one (Visa, Mastercard). */
export const methodOf = (network: CardNetwork): BookingMethod | null =>
  network === 'mir' ? 'ru_card' : network === 'visa' || network === 'mastercard' ? 'ww_card' : null;

export type TestCardOutcome = 'success' | 'decline' | 'insufficient_funds' | 'three_ds' | 'processing_error';

/**
 * The simulated provider's test cards (documented in the orders module's README). Any other valid
 * number is declined, as a provider's test mode does with real cards.
 */
export const testCards: ReadonlyMap<string, TestCardOutcome> = new Map([
  ['4242424242424242', 'success'],
  ['5555555555554444', 'success'],
  ['2200000000000004', 'success'],
  ['4000000000000002', 'decline'],
  ['4000000000009995', 'insufficient_funds'],
  ['2200000000000053', 'insufficient_funds'],
  ['4000000000003220', 'three_ds'],
  ['2200000000000012', 'three_ds'],
  ['4000000000000119', 'processing_error'],
]);

/** The code the simulated issuer's 3-D Secure page accepts. */
export const testThreeDsCode = '1234';

/** Whether `MM/YY` is this month or later. */
export function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const fullYear = 2000 + year;
  return fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
