import { combine, createEvent, createStore, sample } from 'effector';
import { DestinationsIndex, SampledOrigins, type IndexPlace } from '../../../contracts/explore';
import type { CardMethod } from '../../../contracts/offers';
import { currencyRatesQuery } from '../../../platform/currency';
import { $language, $market } from '../../../platform/market';
import { homeCityOf } from '../../../platform/market/home-cities';
import { createApiQuery } from '../../../platform/request';
import { $origin, $travellerMethods } from '../../search';
import { mapRoute } from '../routes';
import { $budgets, $citizenship } from './ideas';

/** Trips the map shows: one way, any round trip, weekends (up to three days) or a week or two (five to fourteen). */
export const mapTrips = ['oneway', 'return', 'weekend', 'week'] as const;
export type MapTrip = (typeof mapTrips)[number];

export interface MapChoice {
  /** The city the map leaves from; null: the search form's, else the market's home city. */
  origin: string | null;
  trip: MapTrip;
  /** A month (`2027-01`); null: any. */
  month: string | null;
  direct: boolean;
  noVisa: boolean;
  /** Which of the offered budgets (`$budgets`); null: any price. */
  budget: number | null;
}

export const initialMapChoice: MapChoice = { origin: null, trip: 'oneway', month: null, direct: false, noVisa: false, budget: null };

export const mapOriginChosen = createEvent<string>();
export const mapTripChosen = createEvent<MapTrip>();
export const mapMonthChosen = createEvent<string | null>();
export const mapDirectToggled = createEvent<boolean>();
export const mapNoVisaToggled = createEvent<boolean>();
export const mapBudgetChosen = createEvent<number | null>();
/** Every filter back to its start, the origin kept (the empty state's way out). */
export const mapFiltersCleared = createEvent();
export const mapRetried = createEvent();

export const $mapChoice = createStore<MapChoice>(initialMapChoice)
  .on(mapOriginChosen, (choice, origin) => ({ ...choice, origin }))
  .on(mapTripChosen, (choice, trip) => ({ ...choice, trip }))
  .on(mapMonthChosen, (choice, month) => ({ ...choice, month }))
  .on(mapDirectToggled, (choice, direct) => ({ ...choice, direct }))
  .on(mapNoVisaToggled, (choice, noVisa) => ({ ...choice, noVisa }))
  .on(mapBudgetChosen, (choice, budget) => ({ ...choice, budget }))
  .on(mapFiltersCleared, (choice) => ({ ...initialMapChoice, origin: choice.origin }));

/** Whether a filter narrows the map. */
export const isFiltered = (choice: MapChoice) =>
  choice.trip !== initialMapChoice.trip || choice.month !== null || choice.direct || choice.noVisa || choice.budget !== null;

/** The city the map leaves from: the visitor's choice, the search form's origin (an airport's city), else the market's home city. */
export const $mapOrigin = combine(
  $mapChoice,
  $origin,
  $market,
  (choice, origin, market) => choice.origin ?? (origin ? (origin.cityCode ?? origin.code) : (homeCityOf(market) ?? null)),
);

/** The cities offered as origins, by name: those the index samples prices from, and the map's own. */
export function originOptions(sampled: readonly IndexPlace[], current: { code: string; name?: string } | null): { value: string; label: string }[] {
  const places =
    current && !sampled.some((place) => place.code === current.code) ? [...sampled, { code: current.code, name: current.name ?? current.code }] : sampled;
  return places.map((place) => ({ value: place.code, label: place.name })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The price index's query string for the map (`DestinationsIndexQuery`). */
export interface MapParams {
  origin: string;
  kind: 'oneway' | 'return';
  min_days?: number;
  max_days?: number;
  period?: string;
  max_price?: number;
  direct?: boolean;
  visa?: string;
  citizenship: string;
  cards: string;
  locale: string;
  limit: number;
}

const tripQuery: Record<MapTrip, Pick<MapParams, 'kind' | 'min_days' | 'max_days'>> = {
  oneway: { kind: 'oneway' },
  return: { kind: 'return' },
  weekend: { kind: 'return', max_days: 3 },
  week: { kind: 'return', min_days: 5, max_days: 14 },
};

/** Every destination the index has from the origin: the map shows them all. */
export const mapLimit = 100;

export function mapQueryOf(
  origin: string,
  choice: MapChoice,
  { locale, citizenship, cards, budgetRoubles }: { locale: string; citizenship: string; cards: readonly CardMethod[]; budgetRoubles: readonly number[] },
): MapParams {
  const budget = choice.budget === null ? undefined : budgetRoubles[choice.budget];
  return {
    origin,
    ...tripQuery[choice.trip],
    ...(choice.month && { period: choice.month }),
    ...(budget !== undefined && { max_price: Math.round(budget) }),
    ...(choice.direct && { direct: true }),
    ...(choice.noVisa && { visa: 'free,on_arrival' }),
    citizenship,
    cards: cards.join(','),
    locale,
    limit: mapLimit,
  };
}

/** The six months a traveller may pick, from the index's first (`2027-01` … `2027-06`). */
export function monthsFrom(first: string, count = 6): string[] {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + i;
    return `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export const mapQuery = createApiQuery({
  request: { method: 'GET', host: 'explore', path: () => '/v1/destinations', query: (params: MapParams) => ({ ...params }) },
  response: DestinationsIndex,
});

const $params = combine(
  $mapOrigin,
  $mapChoice,
  $language,
  $citizenship,
  $budgets,
  $travellerMethods,
  (origin, choice, locale, citizenship, budgetRoubles, cards) => (origin ? mapQueryOf(origin, choice, { locale, citizenship, cards, budgetRoubles }) : null),
);

const $onMap = createStore(false, { serialize: 'ignore' })
  .on(mapRoute.opened, () => true)
  .on(mapRoute.closed, () => false);

// The server's render asks too: the page arrives with its prices drawn.
sample({
  clock: [mapRoute.opened, $params.updates],
  source: { params: $params, opened: $onMap },
  filter: ({ params, opened }) => opened && params !== null,
  fn: ({ params }) => params!,
  target: mapQuery.refresh,
});
sample({ clock: mapRoute.opened, target: currencyRatesQuery.refresh });
sample({ clock: mapRetried, source: $params, filter: (params) => params !== null, fn: (params) => params!, target: mapQuery.start });

/** The cities the index samples prices from, named in the page's language: the origins offered. */
export const sampledOriginsQuery = createApiQuery({
  request: { method: 'GET', host: 'explore', path: () => '/v1/sampled-origins', query: (params: { locale: string }) => ({ ...params }) },
  response: SampledOrigins,
});
sample({ clock: mapRoute.opened, source: $language, fn: (locale) => ({ locale }), target: sampledOriginsQuery.refresh });
