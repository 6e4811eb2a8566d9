import { createStore } from 'effector';
import type { LocaleFormats } from './locale-data';

/**
 * The visit's formats, made by the server from its ICU and serialized with the page, so the browser
 * writes numbers, prices and dates exactly as the server did (see locale-data.ts).
 */
export const $localeFormats = createStore<LocaleFormats | null>(null);
