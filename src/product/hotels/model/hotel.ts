import { createEvent, createStore, sample } from 'effector';
import type { HotelDetails } from '../../../contracts/hotels';
import { $language } from '../../../platform/market';
import { isHttp } from '../../../platform/request';
import { $location, pageNotFound, type RouteParams } from '../../../platform/router';
import { hotelRoute } from '../routes';
import { hotelFx } from './api';
import { $hotelNames } from './hotel-name';
import { parseStay, stayQuery } from './search-url';

/** The stay parameters of a hotel page's address the API takes (dates and guests, and the search that priced the list). */
export function hotelPageQuery(search: string, hotelId: string, locale: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const withHotel = new URLSearchParams(query);
  withHotel.set('hotel', hotelId);
  const stay = parseStay(withHotel);
  const searchId = query.get('search_id');
  return {
    locale,
    ...(stay && {
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      adults: String(stay.adults),
      ...(stay.children.length > 0 && { children: stay.children.join(',') }),
      rooms: String(stay.rooms),
      ...(searchId && /^[0-9a-f-]{36}$/i.test(searchId) && { search_id: searchId }),
    }),
  };
}

/** A hotel page opened with its parameters (the route tells it; tests start here). */
export const hotelOpened = createEvent<RouteParams>();
sample({ clock: hotelRoute.opened, target: hotelOpened });

export const $hotel = createStore<HotelDetails | null>(null);
export const $hotelFailed = createStore(false);
/** The address names no hotel (kept for the client: the server answered 404). */
export const $hotelMissing = createStore(false);
/** The request the shown hotel answered: the page the server rendered is not asked for again. */
const $shownRequest = createStore<string | null>(null);

const wanted = sample({
  clock: hotelOpened,
  source: { location: $location, locale: $language, shown: $shownRequest },
  fn: ({ location, locale, shown }, { hotelId = '' }) => {
    const params = { id: hotelId, query: hotelPageQuery(location.search, hotelId, locale) };
    return { params, fresh: JSON.stringify(params) !== shown };
  },
});
sample({
  clock: wanted,
  filter: ({ fresh }) => fresh,
  fn: ({ params }) => params,
  target: [hotelFx, $hotel.reinit, $hotelFailed.reinit, $hotelMissing.reinit],
});
$hotel.on(hotelFx.doneData, (_, details) => details);
$shownRequest.on(hotelFx.done, (_, { params }) => JSON.stringify(params));
$hotelNames.on(hotelFx.doneData, (names, { hotel }) => ({ ...names, [hotel.id]: hotel.name }));
sample({ clock: hotelFx.failData, filter: (error) => isHttp(error) && error.status === 404, target: pageNotFound });
$hotelMissing.on(hotelFx.failData, (_, error) => isHttp(error) && error.status === 404);
$hotelFailed.on(hotelFx.failData, (_, error) => !(isHttp(error) && error.status === 404));

/** The list's address for the hotel's city and the page's stay: the way back to the search. */
export function listQuery({ city, stay }: Pick<HotelDetails, 'city' | 'stay'>): Record<string, string> {
  const destination = { kind: 'city' as const, code: city.code, name: city.name };
  return {
    city: city.code,
    name: city.name,
    ...(stay && stayQuery({ destination, checkIn: stay.check_in, checkOut: stay.check_out, adults: stay.adults, children: stay.children, rooms: stay.rooms })),
  };
}
