import { createEvent, createStore, sample } from 'effector';
import { $location, linkTo, navigate } from '../../../platform/router';
import { searchRoute } from '../routes';
import { resultsOpened } from './results';

/** The `ticket` query parameter of the results address: the ticket whose details a link opens. */
export const ticketParam = 'ticket';
const ticketId = /^[0-9a-f]{16}$/;

export function sharedTicketOf(search: string): string | null {
  const id = new URLSearchParams(search).get(ticketParam);
  return id && ticketId.test(id) ? id : null;
}

/**
 * The ticket the opened address asked for: kept while the search runs, so that opening another
 * ticket (which moves the address's parameter) does not move the one the link was for.
 */
export const $sharedTicket = createStore<string | null>(null, { serialize: 'ignore' });
sample({ clock: resultsOpened, source: $location, fn: ({ search }) => sharedTicketOf(search), target: $sharedTicket });

/** A ticket's details were opened or closed: the address names the open one, so it can be shared. */
export const ticketOpened = createEvent<string>();
export const ticketClosed = createEvent<string>();

const $routeParams = createStore<string | null>(null, { serialize: 'ignore' }).on(resultsOpened, (_, { params }) => params ?? null);

/** The results address with the ticket parameter set or removed, the rest of its query (filters …) kept. */
function addressWith(params: string, search: string, ticket: string | null) {
  const query = Object.fromEntries(new URLSearchParams(search));
  delete query[ticketParam];
  if (ticket) query[ticketParam] = ticket;
  // Replaced, not pushed: opening details is not a page the back button should step through.
  return { to: linkTo(searchRoute, { params }, query), replace: true };
}

sample({
  clock: ticketOpened,
  source: { params: $routeParams, location: $location },
  filter: ({ params, location }, id) => params !== null && sharedTicketOf(location.search) !== id,
  fn: ({ params, location }, id) => addressWith(params!, location.search, id),
  target: navigate,
});
sample({
  clock: ticketClosed,
  source: { params: $routeParams, location: $location },
  filter: ({ params, location }, id) => params !== null && sharedTicketOf(location.search) === id,
  fn: ({ params, location }) => addressWith(params!, location.search, null),
  target: navigate,
});
