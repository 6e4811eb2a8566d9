/**
 * Room prices in roubles. A standard double room at a 3-star hotel of price level 1 (a Russian
 * regional city) costs about 4 500 ₽ a night in an ordinary week; countries, the city's size,
 * stars, the hotel, the room, the board, the season, the weekday and the lead time scale it.
 */
export const basePerNight = 4500;

/** Stars: a 1-star place is mostly hostels and rooms to let, a 5-star one about three times a 3-star. */
export const starFactor = [0, 0.5, 0.72, 1, 1.55, 2.7] as const;

// Typical hotel prices against Russian regional cities, from published average daily rates.
const countryLevels: ReadonlyMap<string, number> = new Map([
  ['RU', 1],
  ['BY', 0.85],
  ['KZ', 1],
  ['KG', 0.75],
  ['UZ', 0.9],
  ['TJ', 0.75],
  ['AM', 1],
  ['AZ', 1.1],
  ['GE', 0.95],
  ['MD', 0.8],
  ['TR', 1.15],
  ['EG', 0.8],
  ['AE', 1.9],
  ['QA', 1.8],
  ['SA', 1.6],
  ['OM', 1.5],
  ['IL', 2.3],
  ['CY', 1.6],
  ['GR', 1.7],
  ['TH', 0.85],
  ['VN', 0.7],
  ['ID', 0.8],
  ['MY', 0.8],
  ['LK', 0.8],
  ['IN', 0.7],
  ['CN', 1.1],
  ['JP', 1.9],
  ['KR', 1.6],
  ['MV', 4],
  ['GB', 2.6],
  ['FR', 2.3],
  ['DE', 2],
  ['IT', 2.2],
  ['ES', 1.9],
  ['PT', 1.7],
  ['NL', 2.6],
  ['BE', 2.1],
  ['AT', 2],
  ['CH', 3.2],
  ['CZ', 1.4],
  ['HU', 1.3],
  ['PL', 1.3],
  ['RS', 1.1],
  ['ME', 1.3],
  ['HR', 1.7],
  ['BG', 1.1],
  ['FI', 2.1],
  ['SE', 2.2],
  ['NO', 2.5],
  ['US', 2.8],
  ['CA', 2.3],
  ['MX', 1.4],
  ['BR', 1.3],
  ['AR', 1.1],
  ['CU', 1.2],
  ['DO', 1.6],
  ['AU', 2.5],
  ['NZ', 2.3],
  ['SG', 2.8],
]);

/** The country's level, raised up to a half in its biggest cities (`size` 0..1). */
export function cityPriceLevel(countryCode: string, size: number): number {
  return (countryLevels.get(countryCode) ?? 1.4) * (1 + 0.5 * size ** 2);
}

export type SeasonProfile = 'city' | 'seaside' | 'tropical';

// January to December: city breaks peak in late spring, summer and before the New Year; the sea in
// July and August; the tropics from December to March, with the rainy season cheap.
const monthFactors: Record<SeasonProfile, readonly number[]> = {
  city: [0.9, 0.85, 0.9, 0.95, 1.05, 1.15, 1.2, 1.15, 1.1, 1, 0.9, 1.05],
  seaside: [0.6, 0.6, 0.65, 0.75, 0.95, 1.25, 1.55, 1.6, 1.25, 0.9, 0.65, 0.7],
  tropical: [1.35, 1.3, 1.2, 1.05, 0.85, 0.8, 0.85, 0.85, 0.8, 0.9, 1.1, 1.4],
};

/** Demand for a night by its date: the month, and the New Year holidays everywhere. */
export function seasonFactor(date: string, profile: SeasonProfile): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if ((month === 12 && day >= 28) || (month === 1 && day <= 7)) return monthFactors[profile][month - 1]! * 1.35;
  return monthFactors[profile][month - 1]!;
}

// The night starting on Sunday … Saturday: Friday and Saturday nights are leisure nights, dearer
// in every city; Sunday night is the quietest.
const nightFactors = [0.92, 0.97, 0.97, 0.98, 1, 1.12, 1.15];
export const weekdayFactor = (date: string) => nightFactors[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/**
 * How far ahead the stay is booked. Hotels price up as they fill: the last week is the dearest,
 * two to eight weeks ahead the usual price, and far-off dates carry a little premium of unsold
 * flexible rates.
 */
export function leadTimeFactor(daysAhead: number): number {
  if (daysAhead < 2) return 1.15;
  if (daysAhead < 7) return 1.08;
  if (daysAhead < 14) return 1.03;
  if (daysAhead < 60) return 1;
  if (daysAhead < 180) return 0.97;
  return 1.02;
}

/** A non-refundable rate is this much cheaper than the flexible one. */
export const nonRefundableDiscount = 0.1;

/** Rounds a price to tens of roubles, as sites show them. */
export const roundPrice = (value: number) => Math.round(value / 10) * 10;
