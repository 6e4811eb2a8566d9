import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { SavedSearch } from '../../contracts/user-searches';
import { createSearchHistory, searchKeptFx, type SearchToSave } from '../search-history';
import { $authorized, $sessionState, loggedIn } from '../session';
import { saveSearchFx, searchesQuery } from './api/searches';
import { userRequired, userReset } from './account';

/** The anonymous visitor's latest 5 searches, in local storage (spec §6, §9). */
export const localSearches = createSearchHistory();

/** A search finished with its cheapest ticket: kept locally, or on the server with a session. */
export const searchMade = createEvent<SearchToSave>();
sample({ clock: searchKeptFx.doneData, target: searchMade });

sample({ clock: searchMade, filter: $authorized, fn: (search) => ({ search }), target: saveSearchFx });
sample({ clock: searchMade, source: $authorized, filter: (authorized) => !authorized, fn: (_, search) => search, target: localSearches.save });

sample({ clock: $sessionState.updates, filter: (state) => state === 'anonymous', target: localSearches.restore });

/**
 * After a login the local searches go to the account (spec §4), oldest first so the server's
 * newest-first order matches, with the time each was made; the local list is then cleared.
 * A search the server refuses stays local for the next login.
 */
export const uploadLocalSearchesFx = attach({
  source: localSearches.$searches,
  effect: createEffect(async (searches: SavedSearch[]) => {
    let uploaded = 0;
    for (const { id, ticket, search_params, created_at } of [...searches].reverse()) {
      await saveSearchFx({ search: { id, ticket, search_params, created_at } });
      uploaded += 1;
    }
    return uploaded;
  }),
});
sample({ clock: loggedIn, target: uploadLocalSearchesFx });
sample({ clock: uploadLocalSearchesFx.done, target: localSearches.clear });

/** The account's saved searches, newest first. */
export const $savedSearches = createStore<SavedSearch[]>([], { serialize: 'ignore' });
$savedSearches.on(searchesQuery.finished.success, (_, { result }) => result.searches);
sample({ clock: [userRequired, uploadLocalSearchesFx.finally], filter: $authorized, target: searchesQuery.refresh });
$savedSearches.reset(userReset);
sample({ clock: userReset, target: searchesQuery.reset });
