/** Russian phone numbers (spec §5): digits only, 79 followed by 9 digits, shown as +7 xxx xxx xx xx. */
import type { PhoneReading } from './rules';

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

const RUSSIAN = /^\+?79\d{9}$/;

/** Valid when, with everything but digits removed, it starts with 79 and 9 digits follow. */
export const isRussianPhone = (value: string): boolean => RUSSIAN.test(phoneDigits(value));

/** `+7 916 123 45 67` for a valid number; anything else is returned as it was typed. */
export function formatRussianPhone(value: string): string {
  const digits = phoneDigits(value);
  if (!RUSSIAN.test(digits)) return value;
  return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7, 9)} ${digits.slice(9, 11)}`;
}

/** `+7 916 123 45 67` for a stored number (digits of E.164); a number of another country as `+` and its digits. */
export const formatStoredPhone = (digits: string): string => (isRussianPhone(digits) ? formatRussianPhone(digits) : `+${phoneDigits(digits)}`);

const startsWithPlus = (text: string) => text.trimStart().startsWith('+');

/**
 * The number as the §5 rule keeps it (`79` and 9 digits), written the ways people write it: with
 * the country code (`+7 916…`, `7916…`), the trunk prefix (`8 916…`, also the common `+8 916…`) or
 * neither (`916…`); `null` for anything else, a digit too many or too few included.
 */
export function russianPhoneNumber(text: string): string | null {
  const digits = phoneDigits(text);
  if (/^[78]9\d{9}$/.test(digits)) return `7${digits.slice(1)}`;
  if (!startsWithPlus(text) && /^9\d{9}$/.test(digits)) return `7${digits}`;
  return null;
}

/** The ten digits after the country code, grouped 3 3 2 2. */
const groups = (national: string) => [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)].filter(Boolean).join(' ');

/**
 * What the phone field shows as it is typed or pasted, and the number once it is valid. A leading
 * 7 or 8 is the country code or trunk prefix (a Russian mobile number never starts with either), so
 * `+7 916`, `8 916`, `7916` and `916` all show as `+7 916`. After a `+`, a country code other than 7
 * (or the mistaken 8) is kept as typed: it is not a Russian number and the rule refuses it, rather
 * than reading it as one. Separators are written only before a digit, so deleting never leaves one
 * dangling, and a field holding only `+` stays so (Backspace can empty it).
 */
export function readRussianPhone(text: string): PhoneReading {
  const digits = phoneDigits(text);
  const plus = startsWithPlus(text);
  if (plus && digits !== '' && !/^[78]/.test(digits)) return { value: `+${digits.slice(0, 15)}`, number: null };
  const national = (/^[78]/.test(digits) ? digits.slice(1) : digits).slice(0, 10);
  const value = national ? `+7 ${groups(national)}` : digits ? '+7' : plus ? '+' : '';
  return { value, number: russianPhoneNumber(value) };
}
