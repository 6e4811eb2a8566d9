import type { HotelAmenity, HotelSort, MealPlan, PriceBasis } from '../../../contracts/hotels';
import type { Hotel, Rate } from '../../engines/hotels';

/** What the visitor narrowed the list to; an absent filter lets everything through. */
export interface ListFilters {
  priceBasis: PriceBasis;
  priceMin?: number;
  priceMax?: number;
  stars?: number[];
  ratingMin?: number;
  /** Every one of them. */
  amenities?: HotelAmenity[];
  freeCancellation?: boolean;
  /** Any one of them. */
  mealPlans?: MealPlan[];
  /** District ids, any one of them. */
  districts?: string[];
}

export type Facet = 'price' | 'stars' | 'rating' | 'amenities' | 'free_cancellation' | 'meal_plans' | 'districts';

/** A hotel with the rates the answered sites gave it, and the distance the list measures. */
export interface Candidate {
  hotel: Hotel;
  districtId: string;
  rates: readonly Rate[];
  /** To the point the visitor chose, or to the centre. */
  distanceKm: number;
}

/** A hotel the filters leave, with the rates they leave and its best offer among them. */
export interface Listed {
  candidate: Candidate;
  rates: Rate[];
  best: Rate;
}

/** The cheapest total wins; equal totals go by rate id, so that the choice never depends on order. */
export const cheaper = (a: Rate, b: Rate) => a.total - b.total || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A hotel's best offer: its cheapest total, whoever sells it. No site pays to come first. */
export const bestOf = (rates: readonly Rate[]): Rate | undefined =>
  rates.reduce<Rate | undefined>((best, rate) => (!best || cheaper(rate, best) < 0 ? rate : best), undefined);

export const shownPrice = (rate: Rate, basis: PriceBasis) => (basis === 'night' ? rate.perNight : rate.total);

function hotelPasses({ hotel, districtId }: Candidate, filters: ListFilters, skip?: Facet): boolean {
  if (skip !== 'stars' && filters.stars?.length && !filters.stars.includes(hotel.stars)) return false;
  if (skip !== 'rating' && filters.ratingMin !== undefined && hotel.rating < filters.ratingMin) return false;
  if (skip !== 'amenities' && filters.amenities?.some((amenity) => !hotel.amenities.includes(amenity))) return false;
  if (skip !== 'districts' && filters.districts?.length && !filters.districts.includes(districtId)) return false;
  return true;
}

function ratePasses(rate: Rate, filters: ListFilters, skip?: Facet): boolean {
  if (skip !== 'free_cancellation' && filters.freeCancellation && rate.cancellation.kind !== 'free') return false;
  if (skip !== 'meal_plans' && filters.mealPlans?.length && !filters.mealPlans.includes(rate.meal)) return false;
  return true;
}

/**
 * A hotel as the filters see it, all but `skip` applied (a facet counts what its own values would
 * leave): hotel filters first, then the rates, then the price of the best offer left.
 */
export function evaluate(candidate: Candidate, filters: ListFilters, skip?: Facet): Listed | undefined {
  if (!hotelPasses(candidate, filters, skip)) return undefined;
  const rates = candidate.rates.filter((rate) => ratePasses(rate, filters, skip));
  const best = bestOf(rates);
  if (!best) return undefined;
  if (skip !== 'price') {
    const price = shownPrice(best, filters.priceBasis);
    if (filters.priceMin !== undefined && price < filters.priceMin) return undefined;
    if (filters.priceMax !== undefined && price > filters.priceMax) return undefined;
  }
  return { candidate, rates, best };
}

const byId = (a: Listed, b: Listed) => (a.candidate.hotel.id < b.candidate.hotel.id ? -1 : 1);

/** Each order's rule, ties broken by popularity and then by id so that the order is stable. */
const orders: Record<HotelSort, (a: Listed, b: Listed) => number> = {
  price: (a, b) => cheaper(a.best, b.best),
  rating: (a, b) => b.candidate.hotel.rating - a.candidate.hotel.rating || b.candidate.hotel.reviews - a.candidate.hotel.reviews,
  distance: (a, b) => a.candidate.distanceKm - b.candidate.distanceKm,
  popularity: (a, b) => b.candidate.hotel.popularity - a.candidate.hotel.popularity,
};

/** The hotels the filters leave, in the chosen order. */
export function listHotels(candidates: readonly Candidate[], filters: ListFilters, sort: HotelSort): Listed[] {
  const listed = candidates.flatMap((candidate) => evaluate(candidate, filters) ?? []);
  return listed.sort((a, b) => orders[sort](a, b) || b.candidate.hotel.popularity - a.candidate.hotel.popularity || byId(a, b));
}
