import { createEffect, createEvent, createStore, sample } from 'effector';
import type { BrandCode } from '../brand';
import { marketFor, type Currency, type Language } from './markets';
import { settingsCurrency } from './page';
import { switchVisitSettings, type VisitSettings } from './switch';

// Set from the page attributes when a scope is forked (server: from the request), never serialized.
export const $brand = createStore<BrandCode>('AS', { serialize: 'ignore' });
export const $market = createStore<string>('ru', { serialize: 'ignore' });
export const $language = createStore<Language>('ru', { serialize: 'ignore' });
export const $currency = createStore<Currency>('usd', { serialize: 'ignore' });

export interface VisitChange {
  settings: VisitSettings;
  /** The current page does not exist with the new settings: go to the main page. */
  toRoot?: boolean;
}

/** The visitor changed the market, language or currency (the header's region dialog). */
export const visitSettingsChanged = createEvent<VisitChange>();

/** The user's saved settings arrived; their currency may switch the visit's (spec §4). */
export const userSettingsReceived = createEvent<{ currency?: unknown }>();

/** Reloads with the change in the query (and the language in its cookie); client only. */
export const switchVisitSettingsFx = createEffect(({ settings, toRoot }: VisitChange) => switchVisitSettings(settings, { toRoot }));

sample({ clock: visitSettingsChanged, filter: ({ settings }) => Object.values(settings).some(Boolean), target: switchVisitSettingsFx });

/** The currency saved settings switch to: offered in the market, convertible, and not the current one. */
function switchedCurrency({ brand, market, current }: { brand: BrandCode; market: string; current: Currency }, { currency }: { currency?: unknown }) {
  const offered = marketFor(brand, market);
  const next = offered ? settingsCurrency(currency, offered) : null;
  return next !== current ? next : null;
}

sample({
  clock: userSettingsReceived,
  source: { brand: $brand, market: $market, current: $currency },
  filter: (visit, settings) => switchedCurrency(visit, settings) !== null,
  fn: (visit, settings): VisitChange => ({ settings: { currency: switchedCurrency(visit, settings)! } }),
  target: switchVisitSettingsFx,
});
