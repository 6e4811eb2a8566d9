import { hotelAmenities, type HotelAmenity } from '../../../contracts/hotels';
import type { HotelKind } from './types';

/** The fixed list of amenities a hotel may have: the contract's, which the filters offer. */
export const amenities = hotelAmenities;
export type Amenity = HotelAmenity;

/** Chance of each amenity at a 1-star and at a 5-star hotel; stars in between are interpolated. */
const chanceByStars: Record<Amenity, readonly [oneStar: number, fiveStars: number]> = {
  wifi: [0.9, 1],
  parking: [0.3, 0.85],
  restaurant: [0.05, 1],
  bar: [0.1, 0.95],
  room_service: [0, 0.95],
  fitness: [0, 0.9],
  pool: [0, 0.6],
  spa: [0, 0.75],
  airport_shuttle: [0.05, 0.5],
  family_rooms: [0.2, 0.7],
  pets_allowed: [0.2, 0.3],
  air_conditioning: [0.3, 1],
  kitchen: [0.3, 0.05],
  laundry: [0.5, 0.9],
  accessible: [0.1, 0.9],
  reception_24h: [0.4, 1],
  beach: [0, 0],
  ev_charging: [0, 0.35],
};

/** What a kind of place always has, whatever its stars. */
const always: Partial<Record<HotelKind, Amenity[]>> = {
  apartments: ['kitchen', 'wifi'],
  hostel: ['wifi', 'laundry'],
  resort: ['pool', 'restaurant', 'bar'],
};

/** A hotel's amenities: drawn by stars, with a beach for resorts on the coast and air conditioning in the heat. */
export function pickAmenities(stars: number, kind: HotelKind, { random, warm, coastal }: { random: () => number; warm: boolean; coastal: boolean }): Amenity[] {
  const chosen = new Set<Amenity>(always[kind] ?? []);
  const t = (stars - 1) / 4;
  for (const amenity of amenities) {
    const [low, high] = chanceByStars[amenity];
    let chance = low + (high - low) * t;
    if (amenity === 'air_conditioning' && warm) chance = Math.max(chance, 0.9);
    if (amenity === 'pool' && warm) chance = Math.min(1, chance + 0.25);
    if (amenity === 'beach') chance = coastal && (kind === 'resort' || stars >= 3) ? 0.7 : 0;
    if (random() < chance) chosen.add(amenity);
  }
  return amenities.filter((amenity) => chosen.has(amenity));
}
