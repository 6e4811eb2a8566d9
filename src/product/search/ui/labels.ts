import type { TripClass } from '../../../contracts';
import type { MessageKey } from '../../../platform/i18n';
import type { SortOrder } from '../model/ticket-list';

/** The message naming each cabin class; spelled out so the bundles' check sees every key used. */
export const tripClassKeys = {
  Y: 'search.class.Y',
  W: 'search.class.W',
  C: 'search.class.C',
  F: 'search.class.F',
} as const satisfies Record<TripClass, MessageKey>;

/** The message naming each sort order of the results. */
export const sortOrderKeys = {
  best: 'results.sort.best',
  cheapest: 'results.sort.cheapest',
  fastest: 'results.sort.fastest',
  departure: 'results.sort.departure',
  arrival: 'results.sort.arrival',
} as const satisfies Record<SortOrder, MessageKey>;
