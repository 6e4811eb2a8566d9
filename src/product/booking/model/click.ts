import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { ClickResponse, bookingPaths, type ClickBody } from '../../../contracts/booking';
import { flushAnalytics, trackEvent, type AnalyticsCall } from '../../../platform/analytics';
import { $currency } from '../../../platform/market';
import { $marker } from '../../../platform/marker';
import { createApiMutation } from '../../../platform/request';
import { $location, linkTo, navigate } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { bookingRoute, clickRoute } from '../routes';
import { offerProblem, type OfferProblem } from './failure';
import { offerChoiceQuery, parseOfferChoice, type OfferChoice } from './offer-ref';

/** How long the transitional page shows what happens before it hands over (spec §2.1). */
export const handOverDelayMs = 1500;

export const clickMutation = createApiMutation({
  request: { method: 'POST', host: 'myOrders', path: () => bookingPaths.clicks, body: (body: ClickBody) => body },
  response: ClickResponse,
});

export type ClickState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; click: ClickResponse } | { kind: 'problem'; problem: OfferProblem };

export const $choice = createStore<OfferChoice | null>(null);
export const $clickState = createStore<ClickState>({ kind: 'loading' }, { serialize: 'ignore' });
export const retried = createEvent();

/**
 * Leaves for the agency's site: a document load, not in-app navigation, that takes the place of this
 * page in the history, so Back from the agency returns to the results instead of to a page that
 * would hand over again.
 */
export const leaveFx = createEffect((url: string) => {
  window.location.replace(url);
});

const parsed = sample({ clock: clickRoute.opened, source: $location, fn: ({ search }) => parseOfferChoice(search) });
$choice.on(parsed, (_, choice) => choice);
$clickState.on(parsed, (state, choice) => (choice ? state : { kind: 'none' }));

// One click per opening, from the browser only: the server renders the waiting page.
const clicked = sample({
  clock: [parsed, retried],
  source: { choice: $choice, isClient: $started, marker: $marker, currency: $currency },
  filter: ({ choice, isClient }) => isClient && choice !== null,
  // The price comes back in the visit's currency, converted as the card and the details convert it.
  fn: ({ choice, marker, currency }): ClickBody => ({ ...choice!, marker, currency }),
});
$clickState.on(clicked, () => ({ kind: 'loading' }));
sample({ clock: clicked, target: clickMutation.start });

$clickState.on(clickMutation.finished.success, (_, { result }) => ({ kind: 'ready', click: result }));
$clickState.on(clickMutation.finished.failure, (_, { error }) => ({ kind: 'problem', problem: offerProblem(error) }));

sample({
  clock: clickMutation.finished.success,
  fn: ({ params, result }): AnalyticsCall => ({
    name: 'booking:click_out',
    fields: {
      label: result.agency_id,
      clickId: result.click_id,
      searchId: params.search_id,
      ticketId: params.ticket_id,
      price: result.price,
      sellsHere: result.sells_here,
    },
  }),
  target: trackEvent,
});
// The event must leave before the page does.
sample({ clock: clickMutation.finished.success, target: flushAnalytics });

const handOver = delay({ source: clickMutation.finished.success, timeout: handOverDelayMs });
sample({ clock: handOver, filter: ({ result }) => result.deep_link !== null, fn: ({ result }) => result.deep_link!, target: leaveFx });
sample({
  clock: handOver,
  filter: ({ result }) => result.sells_here,
  fn: ({ params }) => ({ to: linkTo(bookingRoute, {}, offerChoiceQuery(params)), replace: true }),
  target: navigate,
});
