import type { PlacesIndex } from '../places';
import { SimulatedHotelProvider } from './simulated';
import type { HotelProvider } from './types';

const providers = new WeakMap<PlacesIndex, HotelProvider>();

/**
 * The one simulated inventory over a places index, shared by the hotels API and suggestions: its
 * cities and name index are built once per process, not once per module.
 */
export function hotelInventory(places: PlacesIndex): HotelProvider {
  let provider = providers.get(places);
  if (!provider) providers.set(places, (provider = new SimulatedHotelProvider(places)));
  return provider;
}
