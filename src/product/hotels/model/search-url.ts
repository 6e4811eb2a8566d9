import type { HotelAmenity, HotelSort, MealPlan } from '../../../contracts/hotels';
import { hotelAmenities, hotelSortKeys, maxHotelGuests, maxHotelRooms, mealPlans } from '../../../contracts/plain/hotel-offers';

/** Where and when: a city's hotels or one hotel, the dates and the party (the search's own part of the address). */
export interface HotelStay {
  destination: { kind: 'city' | 'hotel'; code: string; name: string };
  checkIn: string;
  checkOut: string;
  adults: number;
  /** Children by their ages. */
  children: number[];
  rooms: number;
}

/** How the list is shown: its order and filters (the part of the address that asks for no new search). */
export interface HotelView {
  sort: HotelSort;
  stars: number[];
  ratingMin: number | null;
  amenities: HotelAmenity[];
  freeCancellation: boolean;
  mealPlans: MealPlan[];
  districts: string[];
  priceMin: number | null;
  priceMax: number | null;
}

export const emptyView: HotelView = {
  sort: 'price',
  stars: [],
  ratingMin: null,
  amenities: [],
  freeCancellation: false,
  mealPlans: [],
  districts: [],
  priceMin: null,
  priceMax: null,
};

/** How the results are shown: the list alone, or with the map (`view=map`; beside the list on wide screens, instead of it on phones). */
export type ResultsLayout = 'list' | 'map';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const cityCode = /^[A-Z]{3}$/;
const hotelCode = /^[A-Z]{3}-\d{1,3}$/;

const whole = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};
const listOf = (text: string | null): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const amount = (text: string | null) => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);
const oneOf = <Value extends string>(values: readonly Value[], text: string): text is Value => (values as readonly string[]).includes(text);

/** The destination an address names, with or without dates (a hotel page's "choose dates" link). */
export function parseDestination(query: URLSearchParams): HotelStay['destination'] | null {
  const hotel = query.get('hotel');
  const code = hotel ?? query.get('city') ?? '';
  if (!(hotel ? hotelCode : cityCode).test(code)) return null;
  return { kind: hotel ? 'hotel' : 'city', code, name: query.get('name') ?? code };
}

/** The stay an address names, or null when it names none (an empty form) or one that cannot be read. */
export function parseStay(query: URLSearchParams): HotelStay | null {
  const city = query.get('city');
  const hotel = query.get('hotel');
  const checkIn = query.get('check_in') ?? '';
  const checkOut = query.get('check_out') ?? '';
  const code = hotel ?? city ?? '';
  if (!(hotel ? hotelCode : cityCode).test(code) || !isoDate.test(checkIn) || !isoDate.test(checkOut)) return null;
  const adults = whole(query.get('adults') ?? '2', 1, maxHotelGuests);
  const rooms = whole(query.get('rooms') ?? '1', 1, maxHotelRooms);
  const ages = listOf(query.get('children')).map((age) => whole(age, 0, 17));
  if (adults === null || rooms === null || ages.some((age) => age === null)) return null;
  return {
    destination: { kind: hotel ? 'hotel' : 'city', code, name: query.get('name') ?? code },
    checkIn,
    checkOut,
    adults,
    children: ages as number[],
    rooms,
  };
}

/** The order and filters of an address; what cannot be read is left out. */
export function parseView(query: URLSearchParams): HotelView {
  const sort = query.get('sort') ?? '';
  const rating = Number(query.get('rating_min'));
  const price = (name: string) => amount(query.get(name));
  return {
    sort: oneOf(hotelSortKeys, sort) ? sort : 'price',
    stars: listOf(query.get('stars'))
      .map(Number)
      .filter((star) => Number.isInteger(star) && star >= 1 && star <= 5),
    ratingMin: rating >= 1 && rating <= 10 ? rating : null,
    amenities: listOf(query.get('amenities')).filter((value) => oneOf(hotelAmenities, value)),
    freeCancellation: query.get('free_cancellation') === 'true',
    mealPlans: listOf(query.get('meal_plans')).filter((value) => oneOf(mealPlans, value)),
    districts: listOf(query.get('districts')).filter((value) => /^[a-z0-9-]{1,60}$/.test(value)),
    priceMin: price('price_min'),
    priceMax: price('price_max'),
  };
}

/** The address's layout: the map only when it asks for it. */
export const parseLayout = (query: URLSearchParams): ResultsLayout => (query.get('view') === 'map' ? 'map' : 'list');

/** The stay as the API and the hotel page's address take it. */
export function stayQuery(stay: HotelStay): Record<string, string> {
  return {
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    adults: String(stay.adults),
    ...(stay.children.length > 0 && { children: stay.children.join(',') }),
    rooms: String(stay.rooms),
  };
}

/** The view's parameters of the results call and the address; defaults left out. */
export function viewQuery(view: HotelView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.sort !== 'price') query.sort = view.sort;
  if (view.stars.length) query.stars = [...view.stars].sort().join(',');
  if (view.ratingMin !== null) query.rating_min = String(view.ratingMin);
  if (view.amenities.length) query.amenities = view.amenities.join(',');
  if (view.freeCancellation) query.free_cancellation = 'true';
  if (view.mealPlans.length) query.meal_plans = view.mealPlans.join(',');
  if (view.districts.length) query.districts = view.districts.join(',');
  if (view.priceMin !== null) query.price_min = String(view.priceMin);
  if (view.priceMax !== null) query.price_max = String(view.priceMax);
  return query;
}

/**
 * The whole address's query: the stay (with the destination's name, so a shared address reads well),
 * the view and the layout (`view=map`, which asks the API for nothing: the map shows the list's hotels).
 */
export function searchQuery(stay: HotelStay, view: HotelView, layout: ResultsLayout = 'list'): Record<string, string> {
  const { kind, code, name } = stay.destination;
  return { [kind]: code, name, ...stayQuery(stay), ...viewQuery(view), ...(layout === 'map' && { view: 'map' }) };
}

/** The address without its layout: two addresses that differ only in it show the same search. */
export function withoutLayout(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('view');
  return query.toString();
}

/** What identifies a search: equal keys need no new search. */
export const stayKey = (stay: HotelStay) => JSON.stringify([stay.destination.kind, stay.destination.code, stayQuery(stay)]);
