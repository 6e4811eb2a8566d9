import { combine, createEvent, createStore, sample } from 'effector';
import type { CurrencyRates } from '../../../contracts/currency';
import { currencyRatesQuery, rateOf } from '../../../platform/currency';
import { $currency, $language, $market } from '../../../platform/market';
import { homeCityOf } from '../../../platform/market/home-cities';
import { createApiQuery } from '../../../platform/request';
import { $settings } from '../../../platform/user';
import type { CardMethod } from '../../../contracts/offers';
import { $origin, $travellerMethods } from '../../search';
import { mainRoute } from '../routes';

/** What the traveller asks the ideas for: the cheapest trips, weekends, round trips within a budget, or the routes travellers search most. */
export const ideaKinds = ['cheapest', 'weekend', 'budget', 'popular'] as const;
export type IdeaKind = (typeof ideaKinds)[number];

/** Budgets offered, roubles per passenger for a round trip; each becomes a round sum in the visit's currency. */
export const budgets = [15_000, 30_000, 60_000] as const;

/** A round sum near `amount`: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7 or 8 times a power of ten. */
export function roundSum(amount: number): number {
  const power = 10 ** Math.floor(Math.log10(amount));
  const steps = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10];
  const step = steps.reduce((best, candidate) => (Math.abs(candidate * power - amount) < Math.abs(best * power - amount) ? candidate : best));
  return step * power;
}

/** The budgets in roubles that are round sums in `currency` (the roubles' own when its rate is unknown). */
export function budgetsIn(currency: string, rates: CurrencyRates | null): number[] {
  const rate = rateOf(currency, rates);
  return budgets.map((roubles) => (rate ? roundSum(roubles / rate) * rate : roubles));
}

export const $budgets = combine($currency, currencyRatesQuery.$data, budgetsIn);

export interface IdeasChoice {
  kind: IdeaKind;
  /** Which of `budgets`. */
  budget: number;
  direct: boolean;
  noVisa: boolean;
}

export const initialChoice: IdeasChoice = { kind: 'cheapest', budget: 1, direct: false, noVisa: false };

export const ideaChosen = createEvent<IdeaKind>();
export const budgetChosen = createEvent<number>();
export const directToggled = createEvent<boolean>();
export const noVisaToggled = createEvent<boolean>();
/** Back to the cheapest trips without filters (the empty state's way out). */
export const choiceReset = createEvent();
/** Asks again after a failure. */
export const ideasRetried = createEvent();

export const $choice = createStore<IdeasChoice>(initialChoice)
  .on(ideaChosen, (choice, kind) => ({ ...choice, kind }))
  .on(budgetChosen, (choice, budget) => ({ ...choice, kind: 'budget', budget }))
  .on(directToggled, (choice, direct) => ({ ...choice, direct }))
  .on(noVisaToggled, (choice, noVisa) => ({ ...choice, noVisa }))
  .on(choiceReset, () => initialChoice);

/** The city the ideas leave from: the form's origin (an airport's city), else the market's home city. */
export const $ideasOrigin = combine($origin, $market, (origin, market) => (origin ? (origin.cityCode ?? origin.code) : (homeCityOf(market) ?? null)));

/** Whose entry rules the "no visa" filter reads: the account's citizenship, else the market's country. */
export const $citizenship = combine($settings, $market, (settings, market) => (settings.citizenship ?? market).toUpperCase());

/** The price index's query string (`DestinationsIndexQuery`) as the page sends it. */
export interface IdeasParams {
  origin: string;
  kind: 'oneway' | 'return';
  min_days?: number;
  max_days?: number;
  max_price?: number;
  direct?: boolean;
  visa?: string;
  /** `popular`: the most searched destinations first. */
  sort?: 'popular';
  citizenship: string;
  /** The cards the traveller pays with, comma-separated: prices are totals as the search shows them. */
  cards: string;
  locale: string;
  limit: number;
}

/** The index's query for a choice. */
export function ideasQueryOf(
  origin: string,
  choice: IdeasChoice,
  { locale, citizenship, cards, budgetRoubles }: { locale: string; citizenship: string; cards: readonly CardMethod[]; budgetRoubles: readonly number[] },
): IdeasParams {
  const trip =
    choice.kind === 'weekend'
      ? { kind: 'return' as const, max_days: 3 }
      : choice.kind === 'budget'
        ? { kind: 'return' as const, min_days: 5, max_price: Math.round(budgetRoubles[choice.budget] ?? budgets[1]) }
        : choice.kind === 'popular'
          ? { kind: 'oneway' as const, sort: 'popular' as const }
          : { kind: 'oneway' as const };
  return {
    origin,
    ...trip,
    ...(choice.direct && { direct: true }),
    ...(choice.noVisa && { visa: 'free,on_arrival' }),
    citizenship,
    cards: cards.join(','),
    locale,
    limit: 12,
  };
}

/** Where to go from the origin: the price index's cheapest destinations for the traveller's choice. */
export const ideasQuery = createApiQuery({
  request: { method: 'GET', host: 'explore', path: () => '/v1/destinations', query: (params: IdeasParams) => ({ ...params }) },
  response: () => import('../../../contracts/explore').then((contracts) => contracts.DestinationsIndex),
});

const $params = combine(
  $ideasOrigin,
  $choice,
  $language,
  $citizenship,
  $budgets,
  $travellerMethods,
  (origin, choice, locale, citizenship, budgetRoubles, cards) => (origin ? ideasQueryOf(origin, choice, { locale, citizenship, cards, budgetRoubles }) : null),
);

const $onMain = createStore(false, { serialize: 'ignore' })
  .on(mainRoute.opened, () => true)
  .on(mainRoute.closed, () => false);

// The server's render asks too, with the rates its prices are shown in: the page arrives with its ideas.
sample({
  clock: [mainRoute.opened, $params.updates],
  source: { params: $params, opened: $onMain },
  filter: ({ params, opened }) => opened && params !== null,
  fn: ({ params }) => params!,
  target: ideasQuery.refresh,
});
sample({ clock: mainRoute.opened, target: currencyRatesQuery.refresh });
sample({ clock: ideasRetried, source: $params, filter: (params) => params !== null, fn: (params) => params!, target: ideasQuery.start });
