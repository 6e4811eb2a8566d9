/**
 * The booking sites a hotel search asks (invented names). Each answers after its own delay, lists
 * part of the hotels and of their rooms, prices them with its own margin and spread, and some add a
 * service fee. Delays: the first answer by 150 ms, so that first results show within 300 ms, the
 * last by 1.4 s, so that the whole search ends within 2 s (docs/architecture.md §6).
 */
export interface BookingSite {
  id: string;
  name: string;
  delayMs: number;
  /** Share of hotels it lists (0..1); Russian-language sites list more there and less elsewhere. */
  coverage: number;
  /** `local`: stronger in the Russian-language world; `global`: the other way round. */
  reach: 'local' | 'global' | 'everywhere';
  /** Its usual price against the hotel's own: 0.03 = 3 % more. */
  markup: number;
  /** How far its price of one hotel strays from its usual markup, ± this share. */
  spread: number;
  /** A service fee on every booking: a share of the room price, or a fixed sum. */
  serviceFee?: { percent: number } | { fixed: number };
  /** Whether it sells non-refundable rates. */
  nonRefundable: boolean;
}

export const bookingSites: readonly BookingSite[] = [
  { id: 'roomradar', name: 'RoomRadar', delayMs: 150, coverage: 0.95, reach: 'everywhere', markup: 0, spread: 0.03, nonRefundable: true },
  {
    id: 'otelio',
    name: 'Otelio',
    delayMs: 400,
    coverage: 0.8,
    reach: 'local',
    markup: -0.03,
    spread: 0.04,
    serviceFee: { percent: 3 },
    nonRefundable: true,
  },
  { id: 'staybazaar', name: 'StayBazaar', delayMs: 700, coverage: 0.7, reach: 'everywhere', markup: 0.04, spread: 0.06, nonRefundable: false },
  {
    id: 'nochevka',
    name: 'Nochevka',
    delayMs: 1000,
    coverage: 0.65,
    reach: 'local',
    markup: -0.05,
    spread: 0.05,
    serviceFee: { fixed: 299 },
    nonRefundable: true,
  },
  {
    id: 'globebeds',
    name: 'GlobeBeds',
    delayMs: 1400,
    coverage: 0.6,
    reach: 'global',
    markup: 0.02,
    spread: 0.08,
    serviceFee: { percent: 2.5 },
    nonRefundable: true,
  },
];
