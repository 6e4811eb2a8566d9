import { createEvent, createStore, sample } from 'effector';
import { $language, $market } from '../../../platform/market';
import { homeCityOf } from '../../../platform/market/home-cities';
import { answersCodes, placesByCodeQuery } from '../../../platform/places';
import type { RouteParams } from '../../../platform/router';
import { $origin, originChanged } from '../../search';
import { mainRoute } from '../routes';

export const mainOpened = createEvent<RouteParams>();
sample({ clock: mainRoute.opened, target: mainOpened });

const $prefilled = createStore(false);
/** The home city asked for; answers for other screens' codes do not fill the main page's form. */
const $homeCity = createStore<string | null>(null);

const prefill = sample({
  clock: mainOpened,
  source: { market: $market, language: $language, done: $prefilled, origin: $origin },
  filter: ({ done, market, origin }) => !done && !origin && !!homeCityOf(market),
  fn: ({ market, language }) => ({ codes: [homeCityOf(market)!], language, market }),
});
$prefilled.on(prefill, () => true);
$homeCity.on(prefill, (_, { codes }) => codes[0]!);
sample({ clock: prefill, fn: ({ codes, language }) => ({ codes, language }), target: placesByCodeQuery.start });
sample({
  clock: placesByCodeQuery.finished.success,
  source: $homeCity,
  filter: (home, { params, result }) => home !== null && answersCodes(params, [home]) && !!result[home],
  fn: (home, { result }) => result[home!]!,
  target: originChanged,
});
