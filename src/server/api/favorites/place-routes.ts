import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import {
  maxPlaceFavorites,
  PLACE_FAVORITE_NOT_FOUND,
  PlaceFavorite,
  PlaceFavoriteParams,
  PlaceFavoritesQuery,
  PlaceFavoritesResponse,
  placeFavoritesPaths,
  SavePlaceBody,
  TOO_MANY_PLACE_FAVORITES,
} from '../../../contracts/favorites';
import { guidePlace, type GuidesContent } from '../../engines/guides';
import { HttpError, notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import type { PlaceFavoriteRow, PlaceFavoriteStore } from './place-store';

export interface PlaceFavoritesContext {
  store: PlaceFavoriteStore;
  guides: () => GuidesContent;
  now: () => number;
}

/** Guides are written in Russian and English; other languages read English. */
const guideLanguageOf = (locale: string): 'ru' | 'en' => (locale.toLowerCase().startsWith('ru') ? 'ru' : 'en');

/** Saved places of the logged-in user: a place of a city's guide; list, save, remove. */
export function placeFavoritesRoutes(app: FastifyInstance, { store, guides, now }: PlaceFavoritesContext): void {
  const route = apiRoutes(app, 'Favorites', { personal: true });

  const answer = (row: PlaceFavoriteRow, locale: string): PlaceFavorite => {
    const found = guidePlace(guides(), row.iata, row.placeId);
    const language = guideLanguageOf(locale);
    return {
      id: row.id,
      iata: row.iata,
      place_id: row.placeId,
      saved_at: row.createdAt.toISOString(),
      place: found
        ? { name: found.place.name[language], city: found.city.name[language], category: found.place.category, short: found.place.short[language], language }
        : null,
    };
  };

  route({
    method: 'GET',
    url: placeFavoritesPaths.places,
    private: true,
    contract: {
      summary: 'Saved places of the city guides, newest first',
      query: PlaceFavoritesQuery,
      responses: { 200: PlaceFavoritesResponse },
    },
    handler: async ({ query, session: { userId } }) => ({ places: (await store.list(userId)).map((row) => answer(row, query.locale)) }),
  });

  route({
    method: 'POST',
    url: placeFavoritesPaths.places,
    private: true,
    contract: {
      summary: 'Saves a place of a city\u2019s guide; the same place again answers the one kept',
      description: `A place the guides do not have is a 404; over ${maxPlaceFavorites} saved places 409.`,
      query: PlaceFavoritesQuery,
      body: SavePlaceBody,
      responses: { 201: PlaceFavorite, 200: PlaceFavorite, 404: ApiError, 409: ApiError },
    },
    handler: async ({ body, query, session: { userId } }, _request, reply) => {
      const place = { iata: body.iata, placeId: body.place_id };
      const existing = await store.find(userId, place);
      if (existing) return reply.status(200).send(answer(existing, query.locale));
      if (!guidePlace(guides(), place.iata, place.placeId)) throw notFound(`Place ${body.iata}/${body.place_id} not found`);
      if ((await store.count(userId)) >= maxPlaceFavorites) throw new HttpError(409, TOO_MANY_PLACE_FAVORITES, 'too_many_place_favorites');
      const { row, created } = await store.add(userId, place, new Date(now()));
      return reply.status(created ? 201 : 200).send(answer(row, query.locale));
    },
  });

  route({
    method: 'DELETE',
    url: '/v1/places/:id',
    private: true,
    contract: { summary: 'Removes a saved place', params: PlaceFavoriteParams, responses: { 204: { description: 'Removed' }, 404: ApiError } },
    handler: async ({ params, session: { userId } }, _request, reply) => {
      if (!(await store.remove(userId, params.id))) throw notFound(PLACE_FAVORITE_NOT_FOUND);
      return reply.status(204).send();
    },
  });
}
