/**
 * A card's expiry as it is typed: the month's two digits, a slash, the year's two ("1228" →
 * "12/28"), so the traveller types digits only, on a numeric keyboard; a pasted "12/28" stays as it is.
 */
export function cardExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
