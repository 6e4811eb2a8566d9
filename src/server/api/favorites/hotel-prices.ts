import type { hotelFavoriteStatuses } from '../../../contracts/favorites';
import { localDate } from '../../engines/fares';
import { stayProblem, type HotelProvider, type Stay } from '../../engines/hotels';

export type HotelPriceStatus = (typeof hotelFavoriteStatuses)[number];

/** Today's price of a stay: the cheapest total (every night and every mandatory fee) any site sells now. */
export interface StayPrice {
  status: HotelPriceStatus;
  /** Null unless `status` is `priced`. */
  price: number | null;
}

/**
 * The cheapest total of a hotel's stay, as a search started at `at` would find it (the inventory is
 * deterministic per stay and day). A stay whose check-in has passed where the hotel is says so
 * (`past`); a stay that cannot be booked for another reason, or that no room fits, has no rates.
 */
export function stayPrice(provider: HotelProvider, hotelId: string, stay: Stay, at: Date): StayPrice {
  const hotel = provider.hotel(hotelId);
  const city = hotel && provider.city(hotel.cityCode);
  if (!hotel || !city) return { status: 'unknown_hotel', price: null };
  const problem = stayProblem(stay, localDate(at.getTime(), city.timezone));
  if (problem) return { status: problem.code === 'past_date' ? 'past' : 'no_rates', price: null };
  let best = Infinity;
  for (const rate of provider.rates(hotel, stay, { startedAt: at })) best = Math.min(best, rate.total);
  return Number.isFinite(best) ? { status: 'priced', price: best } : { status: 'no_rates', price: null };
}
