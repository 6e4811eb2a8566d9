import type { HotelAmenity, MealPlan } from '../../../contracts/hotels';
import { emptyView, type HotelView } from './search-url';

/** The filters that take several values, and what each holds. */
export interface ListFilters {
  stars: number;
  amenities: HotelAmenity;
  mealPlans: MealPlan;
  districts: string;
}
export type ListFilter = keyof ListFilters;

/** The view with `value` added to or taken from a filter's values. */
export function toggled<Filter extends ListFilter>(view: HotelView, filter: Filter, value: ListFilters[Filter]): HotelView {
  const values = view[filter] as ListFilters[Filter][];
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return { ...view, [filter]: next };
}

/** Filter groups a reset can clear, each on its own. */
export type FilterGroup = ListFilter | 'rating' | 'price' | 'freeCancellation';

export function groupReset(view: HotelView, group: FilterGroup): HotelView {
  switch (group) {
    case 'rating':
      return { ...view, ratingMin: null };
    case 'price':
      return { ...view, priceMin: null, priceMax: null };
    case 'freeCancellation':
      return { ...view, freeCancellation: false };
    default:
      return { ...view, [group]: [] };
  }
}

/** Every filter cleared; the order stays. */
export const filtersReset = (view: HotelView): HotelView => ({ ...emptyView, sort: view.sort });

/** How many filters are on, for the "reset all" control. */
export function activeFilters(view: HotelView): number {
  return (
    view.stars.length +
    view.amenities.length +
    view.mealPlans.length +
    view.districts.length +
    (view.ratingMin !== null ? 1 : 0) +
    (view.freeCancellation ? 1 : 0) +
    (view.priceMin !== null || view.priceMax !== null ? 1 : 0)
  );
}
