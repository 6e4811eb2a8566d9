import { combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import type { Alliance } from '../../../contracts';
import { $location, navigate } from '../../../platform/router';
import { searchRoute } from '../routes';
import { $dictionaryData } from './dictionary';
import { readResultsView, viewKey as resultsViewKey, writeResultsView, type ResultsView } from './filter-url';
import { cardTotal, type CardPricing } from './card-offer';
import { applyFilters, noFilters, resetFilters, withLeg, type LegFilter, type Range, type ResetGroup, type TicketFilters } from './filters';
import { heldCount, mergeHeld, noPlacement, place, placedTickets, viewKey, type Placement } from './placement';
import { $priceBasis } from './price-mode';
import { $status, $tickets, resultsOpened } from './results';
import { sortTickets, toggle, type SortOrder } from './ticket-list';

export const pageSize = 20;

export const sortChanged = createEvent<SortOrder>();
export const stopToggled = createEvent<number>();
export const airlineToggled = createEvent<string>();
export const allianceToggled = createEvent<Alliance>();
export const agencyToggled = createEvent<string>();
/** The checked bags per passenger the prices are for (0–2). */
export const bagsChosen = createEvent<number>();
/** A range filter moved; null when it spans everything again. */
export const rangeChanged = createEvent<{ group: 'price' | 'duration' | 'layover'; range: Range | null }>();
export const legChanged = createEvent<{ index: number; change: Partial<LegFilter> }>();
export const filtersReset = createEvent<ResetGroup | void>();
export const moreShown = createEvent();
/** The traveller asked to see the results that arrived after the first ones. */
export const newResultsShown = createEvent();
/** The list has had its first `count` cards on screen (reported while the search runs). */
export const cardsSeen = createEvent<number>();

/** The view the address asks for: read when the results open and when the address changes under them. */
const viewRead = createEvent<ResultsView>();

// Read from the address on the server render and on the client alike, so both show the same.
export const $sort = createStore<SortOrder>('best', { serialize: 'ignore' });
export const $filters = createStore<TicketFilters>(noFilters, { serialize: 'ignore' });
export const $shown = createStore(pageSize, { serialize: 'ignore' });
const $reveals = createStore(0, { serialize: 'ignore' });
const $placement = createStore<Placement>(noPlacement, { serialize: 'ignore' });
/** How many of the list's first cards the traveller has had on screen. */
const $seen = createStore(0, { serialize: 'ignore' })
  .on(cardsSeen, (seen, count) => Math.max(seen, count))
  .reset(resultsOpened);
const $open = createStore(false, { serialize: 'ignore' })
  .on(resultsOpened, () => true)
  .reset(searchRoute.closed);

$sort.on(sortChanged, (_, order) => order).on(viewRead, (_, view) => view.sort);
$filters
  .on(stopToggled, (filters, stops) => ({ ...filters, stops: toggle(filters.stops, stops) }))
  .on(airlineToggled, (filters, code) => ({ ...filters, airlines: toggle(filters.airlines, code) }))
  .on(allianceToggled, (filters, alliance) => ({ ...filters, alliances: toggle(filters.alliances, alliance) }))
  .on(agencyToggled, (filters, id) => ({ ...filters, agencies: toggle(filters.agencies, id) }))
  .on(bagsChosen, (filters, bags) => ({ ...filters, bags }))
  .on(rangeChanged, (filters, { group, range }) => ({ ...filters, [group]: range }))
  .on(legChanged, (filters, { index, change }) => withLeg(filters, index, change))
  .on(filtersReset, (filters, group) => resetFilters(filters, group ?? undefined))
  .on(viewRead, (_, view) => view.filters);

const viewChanged = [sortChanged, stopToggled, airlineToggled, allianceToggled, agencyToggled, bagsChosen, rangeChanged, legChanged, filtersReset];
$shown.on(moreShown, (shown) => shown + pageSize).reset([resultsOpened, viewRead, ...viewChanged]);
// Choosing a sort, even the one in use, re-ranks everything found so far, as showing new results does.
$reveals.on([newResultsShown, sortChanged], (reveals) => reveals + 1).reset(resultsOpened);

const $resultsView = combine($sort, $filters, (sort, filters): ResultsView => ({ sort, filters }));
const $resultsKey = $resultsView.map(resultsViewKey);
/**
 * The query string of the results as the traveller sees them now (the address follows a moment
 * later): another day's search from the price tools opens with the same sort and filters.
 */
export const $viewQuery = combine($location, $resultsView, (location, view): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(writeResultsView(location.search, view))),
);

sample({ clock: resultsOpened, source: $location, fn: ({ search }) => readResultsView(search), target: viewRead });
// Back, forward or an edited address on the same results: follow it unless it shows this view already.
sample({
  clock: $location.updates,
  source: { open: $open, key: $resultsKey },
  filter: ({ open, key }, { search }) => open && resultsViewKey(readResultsView(search)) !== key,
  fn: (_, { search }) => readResultsView(search),
  target: viewRead,
});
// The address follows the view once the traveller pauses: a slider's every step is no history
// entry (browsers throttle address changes), and Back leaves the results instead of undoing a filter.
sample({
  clock: debounce({ source: sample({ clock: viewChanged }), timeout: 300 }),
  source: { open: $open, view: $resultsView, location: $location },
  filter: ({ open, view, location }) => open && writeResultsView(location.search, view) !== location.search,
  fn: ({ view, location }) => ({ to: `${location.pathname}${writeResultsView(location.search, view)}`, replace: true }),
  target: navigate,
});

/** Airline code → alliance, from the results' dictionary. */
export const $allianceMap = $dictionaryData.map(({ alliances }) => new Map(Object.entries(alliances)));
/**
 * Every ticket that passes the filters, in the chosen order, priced as its card shows it: for the
 * bags chosen and the traveller's card, at the cheapest agency that can sell them (card-offer.ts).
 */
const $ranked = combine($tickets, $filters, $sort, $allianceMap, $priceBasis, (tickets, filters, sort, alliances, basis) =>
  sortTickets(applyFilters(tickets, filters, basis, alliances), sort, (ticket) => cardTotal(ticket, basis, filters.bags)),
);
/** What the cards' prices are for: the traveller's cards and passengers, and the bags chosen. */
export const $cardPricing = combine($priceBasis, $filters, (basis, { bags }): CardPricing => ({ basis, bags }));
/** How many tickets the filters let through, shown or still held. */
export const $passing = $ranked.map((ranked) => ranked.length);
const $view = combine($resultsKey, $reveals, viewKey);
sample({
  clock: combine($ranked, $view, (ranked, view) => ({ ranked, view })),
  source: $placement,
  fn: (placement, { ranked, view }) => place(placement, ranked, view),
  target: $placement,
});
// When the search ends, what waited behind the "new results" control joins the list by itself,
// below the cards the traveller has seen (which keep their places).
sample({
  clock: $status.updates,
  source: { placement: $placement, ranked: $ranked, seen: $seen },
  filter: ({ placement, ranked }, status) => status === 'done' && heldCount(placement, ranked) > 0,
  fn: ({ placement, ranked, seen }) => mergeHeld(placement, ranked, seen),
  target: $placement,
});
/** The tickets on screen, in the order they were placed there (see placement.ts). */
export const $matching = combine($placement, $ranked, placedTickets);
/** Tickets that arrived after the list was placed and wait for the traveller to ask for them. */
export const $held = combine($placement, $ranked, heldCount);
export const $visible = combine($matching, $shown, (tickets, shown) => tickets.slice(0, shown));
