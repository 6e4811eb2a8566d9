import { createEvent, createStore, sample } from 'effector';
import type { HotelCard, HotelResults } from '../../../contracts/hotels';
import type { MapPoint } from '../../../platform/map';
import { layoutChanged, searchOpened } from './search';

/** Distance rings around the city centre, km. */
export const distanceRingsKm = [1, 3, 5] as const;

/** The map's points: one per hotel of the list, in the list's order (the list is the map's accessible twin). */
export const hotelPoints = (hotels: readonly HotelCard[]): MapPoint[] =>
  hotels.map(({ id, coordinates }) => ({ id, lat: coordinates.lat, lon: coordinates.lon }));

/** Names the set of hotels shown: the map fits its camera to them again when it changes (another filter). */
export const pointsKey = (results: Pick<HotelResults, 'search_id' | 'hotels'> | null): string =>
  results ? `${results.search_id}:${results.hotels.map(({ id }) => id).join(',')}` : '';

/** The card the visitor points at or focuses: its marker lights up. */
export const hotelHighlighted = createEvent<string | null>();
export const $highlightedHotel = createStore<string | null>(null, { serialize: 'ignore' }).on(hotelHighlighted, (_, id) => id);

/** A marker chosen on the map: its card is focused in the list, or shown under the map where the map replaces the list. */
export const hotelChosen = createEvent<string | null>();
export const $chosenHotel = createStore<string | null>(null, { serialize: 'ignore' })
  .on(hotelChosen, (_, id) => id)
  .reset(searchOpened);

sample({ clock: layoutChanged, fn: () => null, target: [hotelChosen, hotelHighlighted] });
