// The visitor's local search history (spec §3, §5, §9).
export type { SavedSearch, SearchToSave } from './history';
export { addSearch, parseHistory, SAVE_SEARCH_NEEDS, SEARCH_HISTORY_LIMIT, searchKey } from './history';
export type { SearchHistoryOptions } from './model';
export { createSearchHistory, SEARCH_HISTORY_KEY } from './model';
export { searchFinished, searchKeptFx } from './finished';
