import fp from 'fastify-plugin';
import { createGeoIp, type GeoIp } from '../../engines/geoip';
import { hotelInventory, type HotelProvider } from '../../engines/hotels';
import { geoIpLog } from './nearest';
import { suggestRoutes } from './routes';

export interface SuggestApiOptions {
  /** Geo-IP lookups; the DB-IP Lite files of the installed package by default, read on first use. */
  geoIp?: GeoIp;
  /** Decides which geo-IP lookups are logged (`Math.random` by default; a tenth are kept). */
  random?: () => number;
  /** Hotels for the `hotel` and `hotelCity` kinds; the simulated inventory over `app.places` by default. */
  hotels?: HotelProvider;
}

/**
 * Suggest host (`/api/suggest`): `GET places2`, autocomplete over the places index, and
 * `GET v2/nearest_places.json`, the places nearest to the visitor's address.
 */
export const suggestApi = fp<SuggestApiOptions>(
  async (app, options) =>
    suggestRoutes(app, {
      geoIp: options.geoIp ?? createGeoIp(),
      lookups: geoIpLog(app.log, options.random),
      hotels: () => options.hotels ?? hotelInventory(app.places),
    }),
  {
    name: 'suggest-api',
    dependencies: ['config', 'places', 'security', 'errors'],
    encapsulate: true,
  },
);
