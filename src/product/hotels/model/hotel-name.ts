import { createStore } from 'effector';

/** The open hotel page's hotel name by id, for the document title (set by the hotel model). */
export const $hotelNames = createStore<Record<string, string>>({});

/** Where the open search looks for hotels, for the document title (set by the search model). */
export const $searchPlaceName = createStore<string | null>(null);
