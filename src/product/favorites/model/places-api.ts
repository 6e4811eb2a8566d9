import * as z from 'zod/v4-mini';
import { PlaceFavorite, PlaceFavoritesResponse, placeFavoritesPaths, type SavePlaceBody } from '../../../contracts/favorites';
import { createApiMutation, createApiQuery } from '../../../platform/request';

// The favorites host's calls for saved places of the city guides (private: the user's JWT).

/** `GET {favorites}/v1/places?locale=`: named in the visit's language. */
export const placeFavoritesQuery = createApiQuery({
  request: { method: 'GET', host: 'favorites', path: () => placeFavoritesPaths.places, query: ({ locale }: { locale: string }) => ({ locale }) },
  response: PlaceFavoritesResponse,
  timeoutMs: 15_000,
});

/** `POST {favorites}/v1/places`: a guide's place; the same one again answers the one kept. */
export const savePlaceMutation = createApiMutation({
  request: {
    method: 'POST',
    host: 'favorites',
    path: () => placeFavoritesPaths.places,
    query: ({ locale }: { body: SavePlaceBody; locale: string }) => ({ locale }),
    body: ({ body }) => body,
  },
  response: PlaceFavorite,
  timeoutMs: 15_000,
});

/** `DELETE {favorites}/v1/places/{id}` */
export const removePlaceMutation = createApiMutation({
  request: { method: 'DELETE', host: 'favorites', path: ({ id }: { id: string }) => placeFavoritesPaths.place(id) },
  response: z.unknown(),
  timeoutMs: 15_000,
});
