import type { Leg, SearchQuery } from '../search';

export const tripClasses = ['Y', 'W', 'C', 'F'] as const;

/** Seats and laps together: more than this is a group booking, which the search does not sell. */
export const maxPassengers = 9;

/** Legs of one search at most: the first leg and up to five more on a multi-city trip. */
export const maxLegs = 6;

/**
 * How far ahead a search may go, in days from today: airlines open their schedules about a year
 * ahead. One day short of a year so that a day and month (the search URL's `DDMM`) always names
 * one date in the window: 365 days ahead would share today's day and month in a common year.
 * The engine refuses later dates (`too_far_ahead`), the form states and enforces it, the URL
 * parser reads every date within it.
 */
export const searchHorizonDays = 364;

/** Flexible dates: a search may cover this many days either side of each date. */
export const maxFlexDays = 3;

/** Every leg of a trip in order: the first, then the return or the further legs. */
export function tripLegs(query: Pick<SearchQuery, 'origin' | 'destination' | 'departDate' | 'returnDate' | 'nextLegs'>): Leg[] {
  const first = { origin: query.origin, destination: query.destination, date: query.departDate };
  if (query.returnDate) return [first, { origin: query.destination, destination: query.origin, date: query.returnDate }];
  return [first, ...(query.nextLegs ?? [])];
}

/**
 * `GET /search`: the search form as a plain HTML form sends it (a page without the app, or
 * without JavaScript). Every field is what was typed, checked by the server; `back` is the page
 * the form is on, where a form with problems goes back to.
 */
export const searchFormPath = '/search';

/** A multi-city leg's field after the first leg: `leg2Origin` … `leg6Date`. */
export type SearchFormLegField = `leg${2 | 3 | 4 | 5 | 6}${'Origin' | 'Destination' | 'Date'}`;

export const searchFormLegFields = [2, 3, 4, 5, 6].flatMap((leg) =>
  ['Origin', 'Destination', 'Date'].map((part) => `leg${leg}${part}`),
) as SearchFormLegField[];

/**
 * `GET /settings`: the header's region picker as a plain HTML form. The server remembers the
 * choice as the app does (the same query parameters and cookies) and goes back to `back`.
 */
export const visitSettingsPath = '/settings';

/** The three airline alliances: flights of one alliance earn its miles and check bags through. */
export const alliances = ['star', 'oneworld', 'skyteam'] as const;
