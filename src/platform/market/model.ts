import { createStore } from 'effector';
import type { BrandCode } from '../brand';
import type { Currency, Language } from './markets';

// Set from the page attributes when a scope is forked (server: from the request), never serialized.
export const $brand = createStore<BrandCode>('AS', { serialize: 'ignore' });
export const $market = createStore<string>('ru', { serialize: 'ignore' });
export const $language = createStore<Language>('ru', { serialize: 'ignore' });
export const $currency = createStore<Currency>('usd', { serialize: 'ignore' });
