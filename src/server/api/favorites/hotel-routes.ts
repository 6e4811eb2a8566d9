import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import {
  HOTEL_FAVORITE_NOT_FOUND,
  HotelFavorite,
  HotelFavoriteParams,
  HotelFavoritesQuery,
  HotelFavoritesResponse,
  hotelFavoritesPaths,
  maxHotelFavorites,
  SaveHotelBody,
  TOO_MANY_HOTEL_FAVORITES,
} from '../../../contracts/favorites';
import { localDate } from '../../engines/fares';
import { stayNights, stayProblem, type HotelProvider, type Stay } from '../../engines/hotels';
import { nameIn } from '../../engines/places';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import { stayPrice } from './hotel-prices';
import type { HotelFavoriteRow, HotelFavoriteStore } from './hotel-store';

export interface HotelFavoritesContext {
  store: HotelFavoriteStore;
  hotels: () => HotelProvider;
  now: () => number;
}

const stayOf = (row: Pick<HotelFavoriteRow, 'checkIn' | 'checkOut' | 'adults' | 'children' | 'rooms'>): Stay => ({
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  adults: row.adults,
  childAges: row.children,
  rooms: row.rooms,
});

/** Saved hotels of the logged-in user: save a hotel with its stay, list with today's price, remove. */
export function hotelFavoritesRoutes(app: FastifyInstance, { store, hotels, now }: HotelFavoritesContext): void {
  const route = apiRoutes(app, 'Favorites', { personal: true });

  /** A saved hotel with today's price for its stay, named in `locale`. */
  const answer = (row: HotelFavoriteRow, locale: string, at: Date): HotelFavorite => {
    const provider = hotels();
    const hotel = provider.hotel(row.hotelId);
    const city = hotel && provider.city(hotel.cityCode);
    const { status, price } = stayPrice(provider, row.hotelId, stayOf(row), at);
    return {
      id: row.id,
      hotel_id: row.hotelId,
      check_in: row.checkIn,
      check_out: row.checkOut,
      nights: stayNights(stayOf(row)).length,
      adults: row.adults,
      children: row.children,
      rooms: row.rooms,
      hotel:
        hotel && city
          ? {
              name: nameIn({ ...hotel.name }, locale),
              stars: hotel.stars,
              rating: hotel.rating,
              reviews: hotel.reviews,
              city: nameIn({ ...city.name }, locale),
              district: nameIn({ ...hotel.district }, locale),
            }
          : null,
      saved_price: row.savedPrice,
      saved_at: row.createdAt.toISOString(),
      current_price: price,
      change: price === null || row.savedPrice === null ? null : price - row.savedPrice,
      status,
      checked_at: at.toISOString(),
      price_basis: 'stay_total_with_fees',
    };
  };

  route({
    method: 'GET',
    url: hotelFavoritesPaths.hotels,
    private: true,
    contract: {
      summary: 'Saved hotels with today\u2019s cheapest total for the same stay and the change since saving, newest first',
      query: HotelFavoritesQuery,
      responses: { 200: HotelFavoritesResponse },
    },
    handler: async ({ query, session: { userId } }) => {
      const at = new Date(now());
      return { hotels: (await store.list(userId)).map((row) => answer(row, query.locale, at)) };
    },
  });

  route({
    method: 'POST',
    url: hotelFavoritesPaths.hotels,
    private: true,
    contract: {
      summary: 'Saves a hotel with a stay at the engine\u2019s cheapest total; the same hotel and stay again answers the one kept',
      description: `A stay that cannot be booked now (a past date, over 30 nights …) is a 400 with the reason; an unknown hotel 404; over ${maxHotelFavorites} saved hotels 409.`,
      query: HotelFavoritesQuery,
      body: SaveHotelBody,
      responses: { 201: HotelFavorite, 200: HotelFavorite, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async ({ body, query, session: { userId } }, _request, reply) => {
      const at = new Date(now());
      const stay = {
        hotelId: body.hotel_id,
        checkIn: body.check_in,
        checkOut: body.check_out,
        adults: body.adults,
        children: body.children,
        rooms: body.rooms,
      };
      const existing = await store.find(userId, stay);
      if (existing) return reply.status(200).send(answer(existing, query.locale, at));
      const provider = hotels();
      const hotel = provider.hotel(body.hotel_id);
      const city = hotel && provider.city(hotel.cityCode);
      if (!hotel || !city) throw notFound(`Hotel ${body.hotel_id} not found`);
      const problem = stayProblem(stayOf(stay), localDate(at.getTime(), city.timezone));
      if (problem) throw badRequest(problem.message, problem.code);
      if ((await store.count(userId)) >= maxHotelFavorites) throw new HttpError(409, TOO_MANY_HOTEL_FAVORITES, 'too_many_hotel_favorites');
      // The price kept is the engine's cheapest total now, not one the page claims.
      const { price } = stayPrice(provider, body.hotel_id, stayOf(stay), at);
      const { row, created } = await store.add(userId, stay, price, at);
      return reply.status(created ? 201 : 200).send(answer(row, query.locale, at));
    },
  });

  route({
    method: 'DELETE',
    url: '/v1/hotels/:id',
    private: true,
    contract: { summary: 'Removes a saved hotel', params: HotelFavoriteParams, responses: { 204: { description: 'Removed' }, 404: ApiError } },
    handler: async ({ params, session: { userId } }, _request, reply) => {
      if (!(await store.remove(userId, params.id))) throw notFound(HOTEL_FAVORITE_NOT_FOUND);
      return reply.status(204).send();
    },
  });
}
