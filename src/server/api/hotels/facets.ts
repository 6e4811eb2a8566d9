import { hotelAmenities, mealPlans, type HotelFacets } from '../../../contracts/hotels';
import { evaluate, shownPrice, type Candidate, type Facet, type ListFilters, type Listed } from './listing';

/** Rating thresholds offered: 9+, 8+, 7+, 6+. */
export const ratingSteps = [9, 8, 7, 6] as const;

/**
 * How many hotels each value of each filter would leave with the other filters as they are (so a
 * chosen star rating does not zero the counts of the others), and the price range of the best
 * offers the other filters leave. Values nobody has are left out; districts keep the list's order.
 */
export function hotelFacets(candidates: readonly Candidate[], filters: ListFilters, districtName: (id: string) => string): HotelFacets {
  const without = (facet: Facet) => candidates.flatMap((candidate) => evaluate(candidate, filters, facet) ?? []);
  const countBy = <Value>(listed: Listed[], values: readonly Value[], has: (entry: Listed, value: Value) => boolean) =>
    values.map((value) => ({ value, count: listed.filter((entry) => has(entry, value)).length })).filter((entry) => entry.count > 0);

  const priced = without('price').map((entry) => shownPrice(entry.best, filters.priceBasis));
  const byStars = without('stars');
  const byRating = without('rating');
  const byDistrict = without('districts');
  const districtIds = [...new Set(byDistrict.map((entry) => entry.candidate.districtId))].sort();
  return {
    price: priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
    stars: countBy(byStars, [5, 4, 3, 2, 1], (entry, stars) => entry.candidate.hotel.stars === stars),
    rating: ratingSteps
      .map((min) => ({ min, count: byRating.filter((entry) => entry.candidate.hotel.rating >= min).length }))
      .filter((entry) => entry.count > 0),
    amenities: countBy(without('amenities'), hotelAmenities, (entry, amenity) => entry.candidate.hotel.amenities.includes(amenity)),
    // A hotel counts when one of its rates (of the boards chosen) is cancelled free.
    free_cancellation: without('free_cancellation').filter((entry) => entry.rates.some((rate) => rate.cancellation.kind === 'free')).length,
    meal_plans: countBy(without('meal_plans'), mealPlans, (entry, meal) => entry.rates.some((rate) => rate.meal === meal)),
    districts: districtIds.map((id) => ({ id, name: districtName(id), count: byDistrict.filter((entry) => entry.candidate.districtId === id).length })),
  };
}
