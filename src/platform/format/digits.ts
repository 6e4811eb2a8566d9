import type { NumberSymbols } from './locale-data';
import { numberFormat } from './intl';

// Rounding is Intl's (half away from zero on the decimal value, not on the binary double), read in
// the plain en-US form every ICU writes alike; the locale's symbols are applied by our own code.
const canonical = (value: number, maximumFractionDigits: number) =>
  numberFormat('en-US', { useGrouping: false, maximumFractionDigits, signDisplay: 'negative' }).format(value);

function group(integer: string, symbols: NumberSymbols): string {
  const { primaryGroup: primary, secondaryGroup: secondary, minimumGrouping, group: separator } = symbols;
  if (primary === 0 || integer.length < primary + minimumGrouping) return integer;
  const groups = [integer.slice(-primary)];
  let rest = integer.slice(0, -primary);
  while (rest.length > secondary) {
    groups.unshift(rest.slice(-secondary));
    rest = rest.slice(0, -secondary);
  }
  if (rest) groups.unshift(rest);
  return groups.join(separator);
}

/** A number with at most `maximumFractionDigits` decimals, in the locale's digits, separators and minus. */
export function localizeNumber(value: number, maximumFractionDigits: number, symbols: NumberSymbols): string {
  if (Number.isNaN(value)) return 'NaN';
  const text = Number.isFinite(value) ? canonical(value, maximumFractionDigits) : value > 0 ? '∞' : '-∞';
  const negative = text.startsWith('-');
  const [integer = '', fraction] = (negative ? text.slice(1) : text).split('.');
  const digits = (part: string) => part.replace(/[0-9]/g, (digit) => symbols.digits[Number(digit)] ?? digit);
  const whole = integer === '∞' ? integer : digits(group(integer, symbols));
  return `${negative ? symbols.minus : ''}${whole}${fraction ? symbols.decimal + digits(fraction) : ''}`;
}
