import type { FastifyInstance } from 'fastify';
import { ApiError, HotelDetails, HotelParams, HotelQuery, type SimilarHotel } from '../../../contracts/hotels';
import { reviewSummary, similarHotels, stayNights, type Hotel, type HotelProvider, type Stay } from '../../engines/hotels';
import { badRequest, notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import { bestOf, cheaper } from './listing';
import { cityOf, offerOf, staySummary, summaryOf, textIn } from './present';
import { checkStay, findSearch, stayOf, type HotelRoutesContext } from './routes';

/** Hotels like this one in its city, nearest first, each with its cheapest total for the stay (as a search started at `at` prices it). */
function similarOf(provider: HotelProvider, hotel: Hotel, cityHotels: readonly Hotel[], stay: Stay | null, at: number, locale: string): SimilarHotel[] {
  const similar = similarHotels(hotel, cityHotels);
  const totals = new Map<string, number>();
  if (stay) {
    for (const batch of provider.search(
      similar.map((item) => item.hotel),
      stay,
      { startedAt: new Date(at) },
    ))
      for (const rate of batch.rates) totals.set(rate.hotelId, Math.min(totals.get(rate.hotelId) ?? Infinity, rate.total));
  }
  return similar.map(({ hotel: other, distanceKm }) => ({
    id: other.id,
    name: textIn(other.name, locale),
    stars: other.stars,
    rating: other.rating,
    reviews: other.reviews,
    district: textIn(other.district, locale),
    distance_km: Math.round(distanceKm * 10) / 10,
    total: totals.get(other.id) ?? null,
  }));
}

/** `GET /v1/hotels/:id`: one hotel with every room and every site's rates for the dates and guests. */
export function hotelRoute(app: FastifyInstance, context: HotelRoutesContext): void {
  const { now, hotels } = context;
  const route = apiRoutes(app, 'Hotel search');
  route({
    method: 'GET',
    url: '/v1/hotels/:id',
    contract: {
      summary: 'A hotel with all its rooms and every site’s rates',
      description:
        'With `check_in` and `check_out` (and `adults`, `children` as ages `5,9`, `rooms`), every room the party fits in carries each site’s rates, ' +
        'cheapest total first, each total with every mandatory fee; without dates the rooms come without rates. With `search_id`, prices are ' +
        'those of that search (its day), so that the page shows what the list showed. With a review summary (scores by aspect, reviews by score) ' +
        'and like hotels of the city, nearest first, priced for the stay. An unknown hotel or search answers 404.',
      params: HotelParams,
      query: HotelQuery,
      responses: { 200: HotelDetails, 404: ApiError },
    },
    handler: async ({ params: { id }, query }) => {
      const provider = hotels();
      const hotel = provider.hotel(id);
      const city = hotel && provider.city(hotel.cityCode);
      if (!hotel || !city) throw notFound(`Hotel ${id} not found`);
      if ((query.check_in === undefined) !== (query.check_out === undefined)) throw badRequest('Check-in and check-out dates go together', 'invalid_date');

      const search = query.search_id === undefined ? undefined : await findSearch(context, query.search_id);
      if (query.search_id !== undefined && !search) throw notFound(`Search ${query.search_id} not found`);
      // A search's prices are of the day it started: the page then shows what the list showed.
      const at = search?.startedAt ?? now();
      const stay = query.check_in && query.check_out ? stayOf({ ...query, check_in: query.check_in, check_out: query.check_out }) : null;
      if (stay) checkStay(stay, city, now());
      const rates = stay ? provider.rates(hotel, stay, { startedAt: new Date(at) }) : [];
      const sites = new Map(provider.sites.map((site) => [site.id, site]));
      const best = bestOf(rates);
      return {
        hotel: {
          ...summaryOf(hotel, query.locale),
          check_in_time: hotel.checkInTime,
          check_out_time: hotel.checkOutTime,
          meal_plans: hotel.mealPlans,
          free_cancellation_days: hotel.freeCancellationDays,
        },
        city: cityOf(city, query.locale),
        stay: stay && staySummary(stay, stayNights(stay).length),
        sites: provider.sites.map((site) => ({ id: site.id, name: site.name })),
        rooms: hotel.rooms.map((room) => ({
          code: room.code,
          name: textIn(room.name, query.locale),
          capacity: room.capacity,
          size_m2: room.sizeM2,
          rates: rates
            .filter((rate) => rate.room === room.code)
            .sort(cheaper)
            .map((rate) => offerOf(rate, sites, query.locale)),
        })),
        best_offer: best ? offerOf(best, sites, query.locale) : null,
        priced_at: stay ? new Date(at).toISOString() : null,
        review_summary: reviewSummary(hotel),
        similar: similarOf(provider, hotel, city.hotels, stay, at, query.locale),
      };
    },
  });
}
