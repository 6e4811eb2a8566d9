import { combine, createEvent, createStore } from 'effector';
import { $tickets, resultsOpened } from './results';
import { applyFilters, facets, noFilters, sortTickets, toggle, type SortOrder, type TicketFilters } from './ticket-list';

export const pageSize = 20;

export const sortChanged = createEvent<SortOrder>();
export const stopToggled = createEvent<number>();
export const airlineToggled = createEvent<string>();
export const filtersReset = createEvent<keyof TicketFilters | void>();
export const moreShown = createEvent();

export const $sort = createStore<SortOrder>('best', { serialize: 'ignore' });
export const $filters = createStore<TicketFilters>(noFilters, { serialize: 'ignore' });
export const $shown = createStore(pageSize, { serialize: 'ignore' });

$sort.on(sortChanged, (_, order) => order);
$filters
  .on(stopToggled, (filters, stops) => ({ ...filters, stops: toggle(filters.stops, stops) }))
  .on(airlineToggled, (filters, code) => ({ ...filters, airlines: toggle(filters.airlines, code) }))
  .on(filtersReset, (filters, group) => (group ? { ...filters, [group]: [] } : noFilters))
  .reset(resultsOpened);
$shown.on(moreShown, (shown) => shown + pageSize).reset([resultsOpened, sortChanged, stopToggled, airlineToggled, filtersReset]);

export const $facets = combine($tickets, facets);
export const $matching = combine($tickets, $filters, $sort, (tickets, filters, sort) => sortTickets(applyFilters(tickets, filters), sort));
export const $visible = combine($matching, $shown, (tickets, shown) => tickets.slice(0, shown));
