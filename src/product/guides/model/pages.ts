import { combine, createStore, sample } from 'effector';
import { currencyRatesQuery } from '../../../platform/currency';
import { $language, $market, splitMarketPrefix } from '../../../platform/market';
import { homeCityOf } from '../../../platform/market/home-cities';
import { isHttp, type RequestFailure } from '../../../platform/request';
import { $location, pageNotFound } from '../../../platform/router';
import { audioguideRoute, guidesRoute, walkRoute } from '../routes';
import { audioguideQuery, cityGuideQuery, flyThereQuery, guideListQuery, indexPricesQuery, walkQuery } from './queries';

/** The city a guides address asks for (`/guides?city=LED`), or null for the list. */
export const cityOf = (search: string): string | null => {
  const city = new URLSearchParams(search).get('city')?.toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(city) ? city : null;
};
/** The category the list is narrowed to (`/guides?category=museum`). */
export const categoryOf = (search: string): string | null => new URLSearchParams(search).get('category');

// Not serialized: a content page's scope, taken over by the app, opens the route anew.
const $guidesOpen = createStore(false, { serialize: 'ignore' })
  .on(guidesRoute.opened, () => true)
  .on(guidesRoute.closed, () => false);
/** Whether the address is the guides' own (an address change leaving them comes before the route closes). */
const $onGuides = $location.map(({ pathname }) => splitMarketPrefix(pathname).path.replace(/\/+$/, '') === guidesRoute.path);
export const $guideCity = $location.map(({ search }) => cityOf(search));
export const $guideCategory = $location.map(({ search }) => categoryOf(search));
/** Where "fly there" prices from: the market's home city. */
export const $visitorCity = $market.map((market) => homeCityOf(market) ?? null);

const $visit = combine({ locale: $language, city: $guideCity, origin: $visitorCity });
// Once when the route opens, then when the city or language changes on it: not on every address
// change (another query parameter, leaving the guides), so each answer is asked for once.
const guidesAsked = sample({
  clock: [guidesRoute.opened, $visit.updates],
  source: { visit: $visit, open: $guidesOpen, on: $onGuides },
  filter: ({ open, on }) => open && on,
  fn: ({ visit }) => visit,
});

sample({ clock: guidesAsked, fn: ({ locale }) => ({ locale }), target: guideListQuery.refresh });
sample({ clock: guidesAsked, filter: ({ city }) => city !== null, fn: ({ city, locale }) => ({ iata: city ?? '', locale }), target: cityGuideQuery.refresh });
sample({
  clock: guidesAsked,
  filter: ({ origin }) => origin !== null,
  fn: ({ origin, locale }) => ({ origin: origin ?? '', locale }),
  target: [flyThereQuery.refresh, indexPricesQuery.refresh],
});
sample({ clock: guidesRoute.opened, target: currencyRatesQuery.refresh });

sample({
  clock: walkRoute.opened,
  source: $language,
  fn: (locale, { iata = '', slug = '' }) => ({ iata, slug, locale }),
  target: walkQuery.refresh,
});
sample({
  clock: audioguideRoute.opened,
  source: $language,
  fn: (locale, { iata = '', slug = '' }) => ({ iata, slug, locale }),
  target: audioguideQuery.refresh,
});

// An unknown city, walk or audio guide is a page that is not there.
const missing = ({ error }: { error: RequestFailure }) => isHttp(error) && error.status === 404;
sample({ clock: cityGuideQuery.finished.failure, filter: missing, target: pageNotFound });
sample({ clock: walkQuery.finished.failure, filter: missing, target: pageNotFound });
sample({ clock: audioguideQuery.finished.failure, filter: missing, target: pageNotFound });
