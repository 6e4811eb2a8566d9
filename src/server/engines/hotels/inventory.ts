import { distanceKm } from '../fares/geo';
import type { City } from '../places';
import { pickAmenities } from './amenities';
import { beachTowns, genericDistricts, knownCities, russianSpeaking, type District } from './city-profiles';
import { chainName, chains, independentName, type ChainTier } from './names';
import { cityPriceLevel, type SeasonProfile } from './pricing';
import { draws, weighted, type Draws } from './random';
import { pickMealPlans, pickRooms } from './rooms';
import type { CityHotels, Hotel, HotelKind, LocalText } from './types';

/** A city's hotels with what its prices need: the price level, the season and the clock. */
export interface CityInventory extends CityHotels {
  priceLevel: number;
  season: SeasonProfile;
}

export const minHotels = 8;
export const maxHotels = 60;

/** A city's size, 0..1: its weight against the biggest city's, on a log scale (any weight scale works). */
export const citySize = (weight: number, maxWeight: number) => Math.min(1, Math.log1p(Math.max(0, weight)) / Math.log1p(Math.max(1, maxWeight)));

/** 8 hotels in a small town, 60 in the biggest cities; most towns are small, so the curve is steep. */
export const hotelCount = (size: number) => Math.round(minHotels + (maxHotels - minHotels) * size ** 3);

const seasonOf = (city: City): SeasonProfile => (Math.abs(city.lat) < 23.5 ? 'tropical' : beachTowns.has(city.code) ? 'seaside' : 'city');

/** Every hotel of a city, generated from its code alone: the same hotels in every process, every day. */
export function generateCity(city: City, maxWeight: number): CityInventory {
  const size = citySize(city.weight, maxWeight);
  const known = knownCities.get(city.code);
  const centre = known?.centre ?? { lat: city.lat, lon: city.lon };
  // How far hotels spread: a town's lie within a kilometre or two, a capital's over many.
  const radiusKm = 1 + 4 * size ** 2;
  const districts = known?.districts ?? genericDistricts(centre, radiusKm);
  const season = seasonOf(city);
  const context: GenerationContext = {
    city,
    size,
    centre,
    radiusKm,
    districts,
    resortTown: beachTowns.has(city.code),
    warm: Math.abs(centre.lat) < 36,
    russian: russianSpeaking.has(city.countryCode),
    usedNames: new Set(),
    chainsHere: new Map(),
  };
  const hotels = Array.from({ length: hotelCount(size) }, (_, index) => generateHotel(context, index));
  const maxScore = Math.max(...hotels.map(popularityScore));
  for (const hotel of hotels) hotel.popularity = Math.round((100 * popularityScore(hotel)) / maxScore);
  return {
    cityCode: city.code,
    countryCode: city.countryCode,
    name: city.name,
    timezone: city.timezone,
    centre,
    districts: districts.map((district) => district.name),
    hotels,
    priceLevel: cityPriceLevel(city.countryCode, size),
    season,
  };
}

interface GenerationContext {
  city: City;
  size: number;
  centre: { lat: number; lon: number };
  radiusKm: number;
  districts: District[];
  resortTown: boolean;
  warm: boolean;
  russian: boolean;
  usedNames: Set<string>;
  /** Hotels of each chain so far: the second one in a city takes its district's name. */
  chainsHere: Map<string, number>;
}

/** Travellers choose by how many stayed and how they liked it: nothing else, nothing paid. */
const popularityScore = (hotel: Hotel) => Math.log1p(hotel.reviews) * hotel.rating;

function generateHotel(context: GenerationContext, index: number): Hotel {
  const { city } = context;
  const random = draws(`${city.code}:${index}`);
  const kind = pickKind(random, context);
  const stars = pickStars(random, kind, context.size);
  const position = place(random, context, kind);
  const district = nearestDistrict(context.districts, position);
  const chain = kind === 'hotel' && context.size > 0.45 && random.next() < 0.3 ? random.pick(chains[tierOf(stars, random)]) : null;
  const rating = Math.round(Math.min(10, Math.max(1, 7.3 + (stars - 3) * 0.4 + random.normal() * 0.8)) * 10) / 10;
  const reviews = Math.round(Math.exp(Math.log(30 + 1500 * context.size ** 2) + random.normal() * 0.9) * (kind === 'hotel' || kind === 'resort' ? 1.5 : 0.7));
  const freeDays = random.next() < 0.15 ? null : random.pick(kind === 'resort' ? [3, 7, 14] : [0, 1, 1, 2, 3, 7]);
  return {
    id: `${city.code}-${index}`,
    cityCode: city.code,
    countryCode: city.countryCode,
    name: uniqueName(context, random, kind, chain, district),
    chain,
    kind,
    stars,
    rating,
    reviews,
    district,
    ...position,
    amenities: pickAmenities(stars, kind, { random: random.next, warm: context.warm, coastal: context.resortTown }),
    rooms: pickRooms(kind, stars, random.next),
    mealPlans: pickMealPlans(kind, stars, random.next),
    freeCancellationDays: freeDays,
    popularity: 0,
    checkInTime: random.pick(['14:00', '14:00', '15:00']),
    checkOutTime: random.pick(['12:00', '12:00', '11:00']),
    // Dearer near the centre and when guests like it.
    priceLevel: Math.round((0.85 + 0.3 * random.next()) * (1 + 0.2 * Math.exp(-position.distanceKm / 2)) * (1 + (rating - 7.5) * 0.04) * 1000) / 1000,
  };
}

function pickKind(random: Draws, { resortTown, russian, size }: GenerationContext): HotelKind {
  if (resortTown && random.next() < 0.35) return 'resort';
  return weighted<HotelKind>(random.next, [
    ['hotel', 0.5],
    ['mini_hotel', russian ? 0.12 : 0],
    ['boutique', 0.04 + 0.08 * size],
    ['apartments', 0.12],
    ['hostel', 0.05 + 0.08 * size],
    ['guest_house', 0.1 * (1 - size)],
  ]);
}

function pickStars(random: Draws, kind: HotelKind, size: number): Hotel['stars'] {
  const pick = (weights: [Hotel['stars'], number][]) => weighted(random.next, weights);
  switch (kind) {
    case 'hostel':
      return pick([
        [1, 0.8],
        [2, 0.2],
      ]);
    case 'guest_house':
    case 'mini_hotel':
      return pick([
        [2, 0.5],
        [3, 0.5],
      ]);
    case 'apartments':
      return pick([
        [2, 0.2],
        [3, 0.6],
        [4, 0.2],
      ]);
    case 'boutique':
      return pick([
        [3, 0.25],
        [4, 0.55],
        [5, 0.2],
      ]);
    case 'resort':
      return pick([
        [3, 0.25],
        [4, 0.45],
        [5, 0.3],
      ]);
    default:
      return pick([
        [1, 0.03],
        [2, 0.15],
        [3, 0.4 - 0.1 * size],
        [4, 0.3],
        [5, 0.07 + 0.15 * size],
      ]);
  }
}

/** Budget chains have 2–3 stars, midscale 3–4, upscale 4–5. */
function tierOf(stars: number, random: Draws): ChainTier {
  if (stars <= 2) return 'budget';
  if (stars === 3) return random.next() < 0.5 ? 'budget' : 'midscale';
  return stars === 4 && random.next() < 0.7 ? 'midscale' : 'upscale';
}

/** A point around the centre: most hotels near it, fewer further out (an exponential spread). */
function place(random: Draws, { centre, radiusKm }: GenerationContext, kind: HotelKind) {
  const spread = kind === 'resort' ? radiusKm * 2 : radiusKm;
  const km = Math.min(spread * 5, -spread * Math.log(1 - random.next() * 0.995));
  const bearing = random.next() * 2 * Math.PI;
  const lat = centre.lat + (km * Math.cos(bearing)) / 111.2;
  const lon = centre.lon + (km * Math.sin(bearing)) / (111.2 * Math.max(0.2, Math.cos((centre.lat * Math.PI) / 180)));
  const point = { lat: Math.round(lat * 1e5) / 1e5, lon: Math.round(lon * 1e5) / 1e5 };
  return { ...point, distanceKm: Math.round(distanceKm(centre, point) * 10) / 10 };
}

function nearestDistrict(districts: District[], point: { lat: number; lon: number }): LocalText {
  let best = districts[0]!;
  for (const district of districts) if (distanceKm(district, point) < distanceKm(best, point)) best = district;
  return best.name;
}

/** A name no other hotel of the city has: a clash tries other words, then adds the district. */
function uniqueName(context: GenerationContext, random: Draws, kind: HotelKind, chain: string | null, district: LocalText): LocalText {
  const { city, usedNames } = context;
  const russianName = context.russian ? city.name : { en: city.name.en };
  let name: LocalText;
  if (chain) {
    const seen = context.chainsHere.get(chain) ?? 0;
    context.chainsHere.set(chain, seen + 1);
    name = chainName(chain, russianName, seen > 0 ? district : null);
  } else {
    name = independentName(kind, city.countryCode, context.russian, random.pick);
    for (let attempt = 0; attempt < 4 && usedNames.has(name.en); attempt++) name = independentName(kind, city.countryCode, context.russian, random.pick);
  }
  if (usedNames.has(name.en) && !name.en.endsWith(district.en))
    name = { en: `${name.en} ${district.en}`, ...(name.ru ? { ru: `${name.ru} ${district.ru ?? district.en}` } : {}) };
  const base = name;
  for (let n = 2; usedNames.has(name.en); n++) name = { en: `${base.en} ${n}`, ...(base.ru ? { ru: `${base.ru} ${n}` } : {}) };
  usedNames.add(name.en);
  return name;
}
