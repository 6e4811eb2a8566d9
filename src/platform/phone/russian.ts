/** Russian phone numbers (spec §5): digits only, 79 followed by 9 digits, shown as +7 xxx xxx xx xx. */

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
