import fp from 'fastify-plugin';
import { loadPlaces, type PlacesIndex } from '../engines/places';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesIndex;
  }
}

/**
 * The places index every module reads (suggest, search, page rendering). Loaded on first use so
 * modules that never touch it start fast; tests may pass their own.
 */
export const placesPlugin = fp<{ places?: PlacesIndex }>(
  async (app, options) => {
    let places = options.places;
    app.decorate('places', {
      getter: () => (places ??= loadPlaces()),
    });
  },
  { name: 'places' },
);
