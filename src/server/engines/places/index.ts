import type { PlacesIndex } from './types';

export type { Airline, Airport, City, Country, LocalizedName, PlacesIndex } from './types';

/** The places dataset built into `data/places/` by `npm run build:data`. */
export function loadPlaces(): PlacesIndex {
  throw new Error('Places data is not built: run npm run build:data');
}
