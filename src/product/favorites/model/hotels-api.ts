import * as z from 'zod/v4-mini';
import { HotelFavorite, HotelFavoritesResponse, hotelFavoritesPaths, type SaveHotelBody } from '../../../contracts/favorites';
import { createApiMutation, createApiQuery } from '../../../platform/request';

// The favorites host's calls for saved hotels (private: the user's JWT).

/** `GET {favorites}/v1/hotels?locale=`: with today's total for each stay and the change. */
export const hotelFavoritesQuery = createApiQuery({
  request: { method: 'GET', host: 'favorites', path: () => hotelFavoritesPaths.hotels, query: ({ locale }: { locale: string }) => ({ locale }) },
  response: HotelFavoritesResponse,
  timeoutMs: 15_000,
});

/** `POST {favorites}/v1/hotels`: a hotel with its stay; the same one again answers the one kept. */
export const saveHotelMutation = createApiMutation({
  request: {
    method: 'POST',
    host: 'favorites',
    path: () => hotelFavoritesPaths.hotels,
    query: ({ locale }: { body: SaveHotelBody; locale: string }) => ({ locale }),
    body: ({ body }) => body,
  },
  response: HotelFavorite,
  timeoutMs: 15_000,
});

/** `DELETE {favorites}/v1/hotels/{id}` */
export const removeHotelMutation = createApiMutation({
  request: { method: 'DELETE', host: 'favorites', path: ({ id }: { id: string }) => hotelFavoritesPaths.hotel(id) },
  response: z.unknown(),
  timeoutMs: 15_000,
});
