import { attach, createEvent, createStore, sample } from 'effector';
import { $language, $market } from '../../../platform/market';
import type { RouteParams } from '../../../platform/router';
import { $origin, originChanged, resolvePlacesFx } from '../../search';
import { mainRoute } from '../routes';

export const mainOpened = createEvent<RouteParams>();
sample({ clock: mainRoute.opened, target: mainOpened });

/** Where most travellers of a market fly from; the form starts there. */
export const homeCities: Record<string, string> = {
  ru: 'MOW', kz: 'ALA', uz: 'TAS', kg: 'FRU', az: 'BAK', tj: 'DYU', ge: 'TBS', am: 'EVN', by: 'MSQ',
  tr: 'IST', th: 'BKK', us: 'NYC', gb: 'LON', de: 'BER', es: 'MAD', in: 'DEL',
};

const $prefilled = createStore(false);
// Its own lookup: names other screens look up do not fill the main page's form.
const homeCityFx = attach({ effect: resolvePlacesFx });

const prefill = sample({
  clock: mainOpened,
  source: { market: $market, language: $language, done: $prefilled, origin: $origin },
  filter: ({ done, market, origin }) => !done && !origin && !!homeCities[market],
  fn: ({ market, language }) => ({ codes: [homeCities[market]!], language, market }),
});
$prefilled.on(prefill, () => true);
sample({ clock: prefill, fn: ({ codes, language }) => ({ codes, language }), target: homeCityFx });
sample({
  clock: homeCityFx.done,
  filter: ({ params, result }) => params.codes.length === 1 && !!result[params.codes[0]!],
  fn: ({ params, result }) => result[params.codes[0]!]!,
  target: originChanged,
});
