import { createStore } from 'effector';

/**
 * The vector map's style URL (`HOTELS_MAP_STYLE_URL`): the server renders it into the page's state;
 * empty, maps draw the offline style (`style.ts`).
 */
export const $mapStyleUrl = createStore('');
