import fp from 'fastify-plugin';
import { loadPlaces, type PlacesIndex } from '../engines/places';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesIndex;
  }
}

/**
 * The places index every module reads (suggest, search, page rendering); tests may pass their own.
 * A server built to serve visitors (development, production) builds it before it listens: building
 * takes ~300 ms of the event loop, which every request arriving meanwhile would wait for, /healthz
 * included. API tests build it on first use, so those that never touch it start fast.
 */
export const placesPlugin = fp<{ places?: PlacesIndex }>(
  async (app, options) => {
    let places = options.places;
    app.decorate('places', {
      getter: () => (places ??= loadPlaces()),
    });
    if (app.config.env !== 'test') app.addHook('onReady', async () => void (places ??= loadPlaces()));
  },
  { name: 'places', dependencies: ['config'] },
);
