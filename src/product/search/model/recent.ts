import { combine, createEvent, createStore, sample } from 'effector';
import type { SearchQuery } from '../../../contracts/search';
import { placeholderChoice, type PlaceChoice } from '../../../platform/places';
import { createSearchHistory, SEARCH_HISTORY_LIMIT, type SavedSearch } from '../../../platform/search-history';
import { $authorized } from '../../../platform/session';
// The call alone, not the user model: the form stays light for visitors who never log in.
import { searchesQuery } from '../../../platform/user/api/searches';
import { localToday } from '../../../platform/calendar';
import { filled } from './form';
import { createSearchPlaceNames } from './search-place-names';
import { tripStops } from './trip-stops';
import type { FormLeg } from './validate';

/** A recent search as a place field offers it: the route by name and the search itself. */
export interface RecentSearch {
  id: string;
  origin: PlaceChoice;
  destination: PlaceChoice;
  /** A multi-city trip's legs after the first, by name, as the form keeps them. */
  legs: FormLeg[];
  /** Every place of the trip in order, as `tripStops` runs them. */
  stops: PlaceChoice[][];
  query: SearchQuery;
}

/**
 * The visitor's recent searches, offered by an empty place field: the local search history the
 * user model keeps for a visitor without a session (spec §9: the latest 5), the account's saved
 * searches with one (the local ones move there at login). Read when a field asks, in the browser.
 */
const history = createSearchHistory();
const $accountSearches = createStore<SavedSearch[]>([]);
$accountSearches.on(searchesQuery.finished.success, (_, { result }) => result.searches.slice(0, SEARCH_HISTORY_LIMIT));
const $searches = combine($authorized, $accountSearches, history.$searches, (authorized, account, local) => (authorized ? account : local));

/** A place field was focused empty: time to know the recent searches. */
export const recentWanted = createEvent();
export const recentChosen = createEvent<RecentSearch>();

sample({ clock: recentWanted, filter: $authorized, target: searchesQuery.start });
sample({ clock: recentWanted, filter: $authorized.map((authorized) => !authorized), target: history.restore });

const { $names, wanted: namesWanted } = createSearchPlaceNames();
sample({ clock: $searches, target: namesWanted });

/** The recent searches by name where the names are known, by code until then. */
export const $recentSearches = combine($searches, $names, (searches, names): RecentSearch[] =>
  searches.map(({ id, search_params: query }) => {
    const named = (code: string) => (Object.hasOwn(names, code) ? names[code]! : placeholderChoice(code));
    return {
      id,
      query,
      origin: named(query.origin),
      destination: named(query.destination),
      legs: (query.nextLegs ?? []).map((leg) => ({ origin: named(leg.origin), destination: named(leg.destination), date: leg.date })),
      stops: tripStops(query).map((run) => run.map(named)),
    };
  }),
);

/**
 * A recent search as the form takes it back: its whole route (every leg of a multi-city trip),
 * travellers, class and flexible dates, and each date only while it is still ahead (a past date
 * would only be refused).
 */
export function recentFill(recent: RecentSearch, today: string) {
  const { query } = recent;
  const ahead = query.departDate >= today;
  const upcoming = (date: string) => (date >= today ? date : '');
  return {
    query: {
      ...query,
      departDate: ahead ? query.departDate : '',
      returnDate: ahead ? query.returnDate : undefined,
      ...(query.nextLegs && { nextLegs: query.nextLegs.map((leg) => ({ ...leg, date: upcoming(leg.date) })) }),
    },
    origin: recent.origin,
    destination: recent.destination,
    legs: recent.legs.map((leg) => ({ ...leg, date: upcoming(leg.date) })),
  };
}

sample({ clock: recentChosen, fn: (recent) => recentFill(recent, localToday()), target: filled });
