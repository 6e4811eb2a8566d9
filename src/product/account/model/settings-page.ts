import { attach, combine, createStore, sample } from 'effector';
import { lookupPlacesFx, placeholderChoice, type PlaceChoice } from '../../../platform/places';
import { $currency, $language, $market, visitSettingsChanged } from '../../../platform/market';
import { $settings, changeSettingsFx } from '../../../platform/user';
import { settingsRoute } from '../routes';

/** Which setting the last change was about, and how it went: the page says it next to it. */
export type SaveState = { key: string; status: 'saving' | 'saved' | 'failed' } | null;
const keyOf = (patch: Record<string, unknown>) => Object.keys(patch).join(',');
export const $saveState = createStore<SaveState>(null, { serialize: 'ignore' })
  .on(changeSettingsFx, (_, patch) => ({ key: keyOf(patch), status: 'saving' }))
  .on(changeSettingsFx.done, (_, { params }) => ({ key: keyOf(params), status: 'saved' }))
  .on(changeSettingsFx.fail, (_, { params }) => ({ key: keyOf(params), status: 'failed' }));

// Spec §2.9, §4: a saved currency or market switches the visit's, which reloads the page with it.
sample({
  clock: changeSettingsFx.done,
  source: { currency: $currency, market: $market },
  filter: ({ currency, market }, { params }) =>
    (typeof params.currency === 'string' && params.currency !== currency) || (typeof params.market === 'string' && params.market !== market),
  fn: ({ currency, market }, { params }) => ({
    settings: {
      ...(typeof params.currency === 'string' && params.currency !== currency ? { currency: params.currency } : {}),
      ...(typeof params.market === 'string' && params.market !== market ? { market: params.market } : {}),
    },
  }),
  target: visitSettingsChanged,
});

/** The home city's name, looked up for the field: the `origin` setting is a code. */
const homeCityNamedFx = attach({ effect: lookupPlacesFx });
const $namedHomeCity = createStore<PlaceChoice | null>(null, { serialize: 'ignore' }).on(
  homeCityNamedFx.done,
  (_, { params, result }) => result[params.codes[0]!] ?? placeholderChoice(params.codes[0]!),
);
const $homeCode = $settings.map((settings) => settings.origin ?? null);
/** The home city as the settings page shows it: its name once known, its code until then. */
export const $homeCity = combine($homeCode, $namedHomeCity, (code, named) => (code === null ? null : named?.code === code ? named : placeholderChoice(code)));
sample({
  clock: [settingsRoute.opened, $homeCode, $language],
  source: { code: $homeCode, language: $language, named: $namedHomeCity },
  filter: ({ code, named }) => code !== null && named?.code !== code,
  fn: ({ code, language }) => ({ codes: [code!], language }),
  target: homeCityNamedFx,
});
