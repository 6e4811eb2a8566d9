import type { MealPlan } from '../../../contracts/hotels';
import type { HotelKind, LocalText } from './types';

export { mealPlans, type MealPlan } from '../../../contracts/hotels';

export interface RoomType {
  code: string;
  name: LocalText;
  /** Guests it sleeps, children included. */
  capacity: number;
  sizeM2: number;
  /** Its price beside the hotel's standard double. */
  factor: number;
  /** Priced per bed (a dormitory), not per room. */
  perBed?: boolean;
}

const room = (code: string, en: string, ru: string, capacity: number, sizeM2: number, factor: number, perBed = false): RoomType => ({
  code,
  name: { en, ru },
  capacity,
  sizeM2,
  factor,
  ...(perBed ? { perBed } : {}),
});

export const roomTypes = {
  single: room('single', 'Single room', 'Одноместный номер', 1, 14, 0.8),
  standard_double: room('standard_double', 'Standard double room', 'Стандартный двухместный номер', 2, 20, 1),
  standard_twin: room('standard_twin', 'Standard twin room', 'Стандартный номер с двумя кроватями', 2, 20, 1),
  superior: room('superior', 'Superior double room', 'Улучшенный двухместный номер', 3, 26, 1.25),
  deluxe: room('deluxe', 'Deluxe room', 'Номер делюкс', 3, 32, 1.6),
  family: room('family', 'Family room', 'Семейный номер', 4, 38, 1.7),
  junior_suite: room('junior_suite', 'Junior suite', 'Полулюкс', 3, 42, 2.1),
  suite: room('suite', 'Suite', 'Люкс', 4, 60, 2.8),
  studio: room('studio', 'Studio apartment', 'Апартаменты-студия', 3, 30, 1.1),
  one_bedroom: room('one_bedroom', 'One-bedroom apartment', 'Апартаменты с одной спальней', 4, 45, 1.5),
  dorm_bed: room('dorm_bed', 'Bed in a dormitory', 'Место в общем номере', 1, 6, 0.3, true),
  private_room: room('private_room', 'Private double room', 'Отдельный двухместный номер', 2, 14, 0.8),
} satisfies Record<string, RoomType>;

type RoomCode = keyof typeof roomTypes;

/** The rooms a kind of place offers, commonest first; stars add the dearer ones. */
const roomsByKind: Record<HotelKind, RoomCode[]> = {
  hotel: ['standard_double', 'standard_twin', 'single', 'superior', 'family', 'deluxe', 'junior_suite', 'suite'],
  boutique: ['standard_double', 'superior', 'deluxe', 'junior_suite'],
  mini_hotel: ['standard_double', 'standard_twin', 'single', 'family'],
  apartments: ['studio', 'one_bedroom'],
  hostel: ['dorm_bed', 'private_room'],
  guest_house: ['standard_double', 'standard_twin', 'family'],
  resort: ['standard_double', 'superior', 'family', 'deluxe', 'junior_suite', 'suite'],
};

const dearRooms: ReadonlySet<RoomCode> = new Set(['deluxe', 'junior_suite', 'suite']);

/** Two to six room types: the kind's list, its dear rooms only from four stars. */
export function pickRooms(kind: HotelKind, stars: number, random: () => number): RoomType[] {
  const candidates = roomsByKind[kind].filter((code) => stars >= 4 || !dearRooms.has(code) || (stars === 3 && code === 'deluxe'));
  const count = Math.min(candidates.length, 2 + Math.floor(random() * 5));
  return candidates.slice(0, count).map((code) => roomTypes[code]);
}

/** Board plans: most hotels sell rooms with and without breakfast; resorts add half board and all inclusive. */
export function pickMealPlans(kind: HotelKind, stars: number, random: () => number): MealPlan[] {
  if (kind === 'apartments' || kind === 'hostel') return random() < 0.3 ? ['room_only', 'breakfast'] : ['room_only'];
  if (kind === 'resort') return stars >= 4 && random() < 0.8 ? ['breakfast', 'half_board', 'all_inclusive'] : ['room_only', 'breakfast', 'half_board'];
  // A fifth of city hotels include breakfast in every rate.
  if (random() < 0.2) return ['breakfast'];
  return stars >= 4 && random() < 0.3 ? ['room_only', 'breakfast', 'half_board'] : ['room_only', 'breakfast'];
}

/** Meals per guest and night, roubles at a 3-star hotel of price level 1; stars and country scale it. */
export const mealPrice: Record<MealPlan, number> = { room_only: 0, breakfast: 700, half_board: 2000, all_inclusive: 4200 };

/** Children eat and sleep for less; babies under two stay free in their parents' bed. */
export function guestWeight(age: number | 'adult'): number {
  if (age === 'adult') return 1;
  if (age < 2) return 0;
  return age < 12 ? 0.5 : 0.8;
}
