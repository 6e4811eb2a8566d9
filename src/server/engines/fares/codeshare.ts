import { chance } from './random';

/**
 * Codeshares: flights of an operating carrier that a partner of its group or alliance also sells
 * under its own code and a four-digit number. Keyed by the operating carrier.
 */
export const codeshareSellers: ReadonlyMap<string, string> = new Map([
  ['FV', 'SU'],
  ['VF', 'TK'],
  ['XQ', 'TK'],
  ['EW', 'LH'],
  ['OS', 'LH'],
  ['SN', 'LH'],
  ['LX', 'LH'],
  ['KL', 'AF'],
  ['EI', 'BA'],
  ['VS', 'DL'],
  ['FZ', 'EK'],
]);

/** Share of an operating carrier's flights its partner sells under its code. */
const share = 0.5;

/**
 * How a flight is sold: under its operating carrier's code, or (for some flights of carriers with
 * a partner, fixed per flight) under the partner's code with `operated_by` naming who flies it.
 */
export function marketing(carrier: string, number: string): { carrier: string; number: string; operated_by?: string } {
  const seller = codeshareSellers.get(carrier);
  if (!seller || chance(`${carrier}${number}codeshare`) >= share) return { carrier, number };
  const code = 4000 + (Number.parseInt(number, 10) % 6000);
  return { carrier: seller, number: String(code), operated_by: carrier };
}
