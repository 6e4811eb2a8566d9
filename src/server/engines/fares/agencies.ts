import type { CardFee } from '../../../contracts';

/** What the agency's simulated history is drawn from (see `agencyHistory`). */
export interface AgencyProfile {
  /** Service quality, 0..1: sets reviews and complaints. */
  quality: number;
  bookingsPerYear: number;
  founded: number;
  /** Refuses refunds often: more of its complaints become disputes. */
  strictRefunds: boolean;
}

/**
 * The agencies a search asks. Each answers after its own delay, sells part of the itineraries
 * (`coverage`), adds its markup and per-passenger fee, and shows one or both baggage options.
 */
export interface Agency {
  id: string;
  name: string;
  /** When its answer arrives, after the search starts. */
  delayMs: number;
  /** Share of the itineraries it sells (0..1). */
  coverage: number;
  /** Added to the fare: 0.03 = 3 %. Negative for agencies that give away commission. */
  markup: number;
  /** Service fee per passenger with a seat, roubles. */
  fee: number;
  /** Whether it shows the fare without checked baggage, the one with it, or both. */
  baggage: 'both' | 'without' | 'with';
  /** Whether it combines different airlines' tickets into one itinerary. */
  interline: boolean;
  /** Whether it sells low-cost carriers. */
  lowCost: boolean;
  /** Whether it sells through us (booking on our pages) rather than on its own site (click-out). */
  sellsHere: boolean;
  /** How stale its cached prices get, minutes: it last confirmed a price this long before a search. */
  priceAge: readonly [min: number, max: number];
  /** Cards it takes and what it charges for each. */
  payment: readonly CardFee[];
  profile: AgencyProfile;
}

// The quickest agency answers after 200 ms so that first results, held for it by the results
// request and then for the gathering window (long-poll/long-poll.ts), show within 300 ms, and
// the slowest within 1.8 s so that the whole search ends within 2 s (docs/architecture.md §6).
export const agencies: readonly Agency[] = [
  {
    id: 'skybasket',
    name: 'SkyBasket',
    delayMs: 200,
    coverage: 0.9,
    markup: 0.03,
    fee: 0,
    baggage: 'both',
    interline: true,
    lowCost: true,
    sellsHere: true,
    priceAge: [1, 15],
    payment: [
      { method: 'ru_card', percent: 0, fixed: 0 },
      { method: 'ww_card', percent: 2.5, fixed: 0 },
    ],
    profile: { quality: 0.9, bookingsPerYear: 420_000, founded: 2011, strictRefunds: false },
  },
  {
    id: 'biletik',
    name: 'Biletik',
    delayMs: 450,
    coverage: 0.7,
    markup: 0,
    fee: 250,
    baggage: 'without',
    interline: false,
    lowCost: true,
    sellsHere: false,
    priceAge: [30, 240],
    payment: [{ method: 'ru_card', percent: 1.5, fixed: 0 }],
    profile: { quality: 0.62, bookingsPerYear: 150_000, founded: 2016, strictRefunds: true },
  },
  {
    id: 'flyfox',
    name: 'FlyFox',
    delayMs: 700,
    coverage: 0.6,
    markup: -0.01,
    fee: 390,
    baggage: 'both',
    interline: true,
    lowCost: true,
    sellsHere: false,
    priceAge: [5, 60],
    payment: [
      { method: 'ru_card', percent: 0, fixed: 150 },
      { method: 'ww_card', percent: 3, fixed: 150 },
    ],
    profile: { quality: 0.75, bookingsPerYear: 90_000, founded: 2019, strictRefunds: false },
  },
  {
    id: 'aerokassa',
    name: 'AeroKassa',
    delayMs: 950,
    coverage: 0.85,
    markup: 0.05,
    fee: 0,
    baggage: 'with',
    interline: false,
    lowCost: true,
    sellsHere: false,
    priceAge: [60, 480],
    payment: [{ method: 'ru_card', percent: 2, fixed: 0 }],
    profile: { quality: 0.7, bookingsPerYear: 260_000, founded: 2006, strictRefunds: false },
  },
  {
    id: 'tripway',
    name: 'TripWay',
    delayMs: 1200,
    coverage: 0.75,
    markup: 0.02,
    fee: 199,
    baggage: 'both',
    interline: false,
    lowCost: false,
    sellsHere: true,
    priceAge: [3, 40],
    payment: [
      { method: 'ru_card', percent: 0, fixed: 0 },
      { method: 'ww_card', percent: 1.9, fixed: 0 },
    ],
    profile: { quality: 0.85, bookingsPerYear: 310_000, founded: 2009, strictRefunds: false },
  },
  {
    id: 'nordtravel',
    name: 'Nord Travel',
    delayMs: 1500,
    coverage: 0.5,
    markup: 0.07,
    fee: 0,
    baggage: 'with',
    interline: false,
    lowCost: false,
    sellsHere: false,
    priceAge: [120, 720],
    payment: [
      { method: 'ww_card', percent: 2.9, fixed: 0 },
      { method: 'ru_card', percent: 1, fixed: 0 },
    ],
    profile: { quality: 0.8, bookingsPerYear: 40_000, founded: 1998, strictRefunds: false },
  },
  {
    id: 'chartergo',
    name: 'CharterGo',
    delayMs: 1800,
    coverage: 0.45,
    markup: -0.03,
    fee: 490,
    baggage: 'without',
    interline: true,
    lowCost: true,
    sellsHere: false,
    priceAge: [20, 360],
    payment: [{ method: 'ru_card', percent: 0, fixed: 300 }],
    profile: { quality: 0.45, bookingsPerYear: 60_000, founded: 2021, strictRefunds: true },
  },
];
