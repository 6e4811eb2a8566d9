import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { type KeyValueStorage, localStore, readJson, writeJson } from '../storage';
import { addSearch, parseHistory, type SavedSearch, type SearchToSave } from './history';

export const SEARCH_HISTORY_KEY = 'search_history';

export interface SearchHistoryOptions {
  storage?: () => KeyValueStorage | null;
  key?: string;
  now?: () => Date;
}

/**
 * The local search history of an anonymous visitor (spec §5, §6): the latest 5 searches, newest
 * first, kept in local storage. `restore` reads it (client only); `save` adds a search, and
 * `saveFx` fails with the spec's text when the parameters or the cheapest ticket are missing.
 * Storage that is missing or full only costs persistence, never the page.
 */
export function createSearchHistory({ storage = localStore, key = SEARCH_HISTORY_KEY, now = () => new Date() }: SearchHistoryOptions = {}) {
  const restore = createEvent();
  const save = createEvent<SearchToSave>();
  const clear = createEvent();

  const $searches = createStore<SavedSearch[]>([]);

  const readFx = createEffect(() => parseHistory(readJson(key, storage())));
  const saveFx = attach({
    source: $searches,
    effect(searches, search: SearchToSave) {
      const next = addSearch(searches, search, now());
      writeJson(key, next, storage());
      return next;
    },
  });
  const clearFx = createEffect(() => {
    try {
      storage()?.removeItem(key);
    } catch {
      // storage that refuses keeps the old entries; the store is cleared all the same
    }
  });

  sample({ clock: restore, target: readFx });
  sample({ clock: save, target: saveFx });
  sample({ clock: clear, target: clearFx });
  sample({ clock: [readFx.doneData, saveFx.doneData], target: $searches });
  $searches.reset(clear);

  return { $searches, restore, save, clear, saveFx };
}
