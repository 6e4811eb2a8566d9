import type { Fee } from './types';

/**
 * Taxes a guest pays on top of the room price, by country (or city, where it sets its own),
 * amounts in roubles at about 100 ₽ to the euro. VAT is in the room price everywhere.
 */
export type CityTaxRule =
  /** A share of the room price, at least `minPerRoomNight` per room and night. */
  | { kind: 'percent'; percent: number; minPerRoomNight?: number }
  /** A sum per guest and night by the hotel's stars (index 1..5); children under `exemptUnder` pay none. */
  | { kind: 'perGuestNight'; byStars: readonly [0, number, number, number, number, number]; exemptUnder: number; maxNights?: number }
  /** A sum per room and night by stars. */
  | { kind: 'perRoomNight'; byStars: readonly [0, number, number, number, number, number] };

const cityRules: ReadonlyMap<string, CityTaxRule> = new Map<string, CityTaxRule>([
  ['PAR', { kind: 'perGuestNight', byStars: [0, 100, 150, 280, 380, 520], exemptUnder: 18 }],
  ['ROM', { kind: 'perGuestNight', byStars: [0, 400, 500, 600, 750, 1000], exemptUnder: 10, maxNights: 10 }],
  ['BER', { kind: 'percent', percent: 7.5 }],
  ['AMS', { kind: 'percent', percent: 12.5 }],
  ['BCN', { kind: 'perGuestNight', byStars: [0, 300, 300, 400, 500, 750], exemptUnder: 17, maxNights: 7 }],
  ['LIS', { kind: 'perGuestNight', byStars: [0, 400, 400, 400, 400, 400], exemptUnder: 13, maxNights: 7 }],
  ['DXB', { kind: 'perRoomNight', byStars: [0, 150, 200, 250, 300, 450] }],
  ['NYC', { kind: 'percent', percent: 14.75 }],
  ['PRG', { kind: 'perGuestNight', byStars: [0, 200, 200, 200, 200, 200], exemptUnder: 18 }],
  ['BUD', { kind: 'percent', percent: 4 }],
]);

const countryRules: ReadonlyMap<string, CityTaxRule> = new Map<string, CityTaxRule>([
  // Russia's tourist tax: 2 % of the room price in 2026, at least 100 ₽ a room-night.
  ['RU', { kind: 'percent', percent: 2, minPerRoomNight: 100 }],
  ['FR', { kind: 'perGuestNight', byStars: [0, 60, 90, 150, 230, 330], exemptUnder: 18 }],
  ['IT', { kind: 'perGuestNight', byStars: [0, 150, 200, 300, 400, 500], exemptUnder: 14, maxNights: 7 }],
  ['ES', { kind: 'perGuestNight', byStars: [0, 100, 100, 150, 200, 300], exemptUnder: 16, maxNights: 7 }],
  ['PT', { kind: 'perGuestNight', byStars: [0, 200, 200, 200, 200, 200], exemptUnder: 13, maxNights: 7 }],
  ['DE', { kind: 'percent', percent: 5 }],
  ['NL', { kind: 'percent', percent: 7 }],
  ['AT', { kind: 'perGuestNight', byStars: [0, 250, 250, 250, 250, 250], exemptUnder: 15 }],
  ['CZ', { kind: 'perGuestNight', byStars: [0, 100, 100, 100, 100, 100], exemptUnder: 18 }],
  ['HR', { kind: 'perGuestNight', byStars: [0, 130, 130, 160, 200, 200], exemptUnder: 12 }],
  ['GR', { kind: 'perRoomNight', byStars: [0, 150, 150, 500, 700, 1000] }],
  ['TR', { kind: 'percent', percent: 2 }],
  ['AE', { kind: 'perRoomNight', byStars: [0, 150, 200, 250, 300, 450] }],
  ['JP', { kind: 'perGuestNight', byStars: [0, 0, 0, 120, 120, 240], exemptUnder: 0 }],
  ['US', { kind: 'percent', percent: 13 }],
  ['MV', { kind: 'perGuestNight', byStars: [0, 550, 550, 550, 1100, 1100], exemptUnder: 2 }],
]);

/** The rule where the hotel is, or undefined where guests pay no such tax. */
export function cityTaxRule(cityCode: string, countryCode: string): CityTaxRule | undefined {
  return cityRules.get(cityCode) ?? countryRules.get(countryCode);
}

export interface TaxedStay {
  stars: number;
  nights: number;
  rooms: number;
  adults: number;
  childAges: readonly number[];
  roomTotal: number;
}

const rub = (amount: number) => `${amount.toLocaleString('en-US')} ₽`;

/** The city tax of a stay as a fee paid at the property, or null where there is none. */
export function cityTax(rule: CityTaxRule | undefined, stay: TaxedStay): Fee | null {
  if (!rule) return null;
  if (rule.kind === 'percent') {
    const share = Math.round((stay.roomTotal * rule.percent) / 100);
    const floor = (rule.minPerRoomNight ?? 0) * stay.rooms * stay.nights;
    const amount = Math.max(share, floor);
    const basis = share >= floor ? `${rule.percent} % of the room price` : `at least ${rub(rule.minPerRoomNight!)} per room and night`;
    return { kind: 'city_tax', amount, basis, payAt: 'property' };
  }
  const rate = rule.byStars[stay.stars]!;
  if (rate === 0) return null;
  if (rule.kind === 'perRoomNight') {
    return { kind: 'city_tax', amount: rate * stay.rooms * stay.nights, basis: `${stay.rooms} × ${stay.nights} room-nights × ${rub(rate)}`, payAt: 'property' };
  }
  const guests = stay.adults + stay.childAges.filter((age) => age >= rule.exemptUnder).length;
  const nights = Math.min(stay.nights, rule.maxNights ?? stay.nights);
  return { kind: 'city_tax', amount: rate * guests * nights, basis: `${guests} guests × ${nights} nights × ${rub(rate)}`, payAt: 'property' };
}

/** Resorts in the United States and the Maldives charge a nightly resort fee per room from four stars. */
export function resortFee(countryCode: string, stars: number, rooms: number, nights: number): Fee | null {
  const perRoomNight = countryCode === 'US' && stars >= 4 ? 3200 : countryCode === 'MV' && stars >= 4 ? 2500 : 0;
  if (perRoomNight === 0) return null;
  return { kind: 'resort_fee', amount: perRoomNight * rooms * nights, basis: `${rooms} × ${nights} room-nights × ${rub(perRoomNight)}`, payAt: 'property' };
}
