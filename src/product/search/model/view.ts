import { combine, createEvent, createStore, sample } from 'effector';
import { heldCount, noPlacement, place, placedTickets, viewKey, type Placement } from './placement';
import { $tickets, resultsOpened } from './results';
import { applyFilters, facets, noFilters, sortTickets, toggle, type SortOrder, type TicketFilters } from './ticket-list';

export const pageSize = 20;

export const sortChanged = createEvent<SortOrder>();
export const stopToggled = createEvent<number>();
export const airlineToggled = createEvent<string>();
export const filtersReset = createEvent<keyof TicketFilters | void>();
export const moreShown = createEvent();
/** The traveller asked to see the results that arrived after the first ones. */
export const newResultsShown = createEvent();

export const $sort = createStore<SortOrder>('best', { serialize: 'ignore' });
export const $filters = createStore<TicketFilters>(noFilters, { serialize: 'ignore' });
export const $shown = createStore(pageSize, { serialize: 'ignore' });
const $reveals = createStore(0, { serialize: 'ignore' });
const $placement = createStore<Placement>(noPlacement, { serialize: 'ignore' });

$sort.on(sortChanged, (_, order) => order);
$filters
  .on(stopToggled, (filters, stops) => ({ ...filters, stops: toggle(filters.stops, stops) }))
  .on(airlineToggled, (filters, code) => ({ ...filters, airlines: toggle(filters.airlines, code) }))
  .on(filtersReset, (filters, group) => (group ? { ...filters, [group]: [] } : noFilters))
  .reset(resultsOpened);
$shown.on(moreShown, (shown) => shown + pageSize).reset([resultsOpened, sortChanged, stopToggled, airlineToggled, filtersReset]);

$reveals.on(newResultsShown, (reveals) => reveals + 1).reset(resultsOpened);

export const $facets = combine($tickets, facets);
/** Every ticket that passes the filters, in the chosen order. */
const $ranked = combine($tickets, $filters, $sort, (tickets, filters, sort) => sortTickets(applyFilters(tickets, filters), sort));
const $view = combine($sort, $filters, $reveals, viewKey);
sample({
  clock: combine($ranked, $view, (ranked, view) => ({ ranked, view })),
  source: $placement,
  fn: (placement, { ranked, view }) => place(placement, ranked, view),
  target: $placement,
});
/** The tickets on screen, in the order they were placed there (see placement.ts). */
export const $matching = combine($placement, $ranked, placedTickets);
/** Tickets that arrived after the list was placed and wait for the traveller to ask for them. */
export const $held = combine($placement, $ranked, heldCount);
export const $visible = combine($matching, $shown, (tickets, shown) => tickets.slice(0, shown));
