import { combine, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { Payment, bookingPaths, type BookingMethod, type CreatePaymentBody, type ThreeDsBody } from '../../../contracts/booking';
import { SearchOffer } from '../../../contracts/search';
import { trackEvent, type AnalyticsCall } from '../../../platform/analytics';
import { $charge } from '../../../platform/currency';
import { availablePaymentMethodsFlag } from '../../../platform/flags';
import { offeredPaymentMethods, shownPaymentOptions, type PaymentMethod } from '../../../platform/payment';
import { createApiMutation, createApiQuery, type RequestFailure } from '../../../platform/request';
import { $location } from '../../../platform/router';
import { $authorized, loggedIn } from '../../../platform/session';
import { $started } from '../../../platform/start';
import { $settings, userRequired } from '../../../platform/user';
import { passengersRequired } from '../../../platform/user/passengers';
import { bookingRoute } from '../routes';
import { offerProblem, refusedField, type OfferProblem } from './failure';
import { $serverProblems, attempted } from './draft';
import { parseOfferChoice, type OfferChoice } from './offer-ref';
import { newIdempotencyKey } from './idempotency';

export const offerQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'searchEngine',
    path: ({ search_id, agency_id }: OfferChoice) => `/v1/searches/${encodeURIComponent(search_id)}/offers/${encodeURIComponent(agency_id)}`,
    query: ({ ticket_id, bags, method }) => ({ ticket_id, ...(bags === undefined ? {} : { bags: String(bags) }), ...(method === undefined ? {} : { method }) }),
  },
  response: SearchOffer,
});

export const payMutation = createApiMutation({
  request: { method: 'POST', host: 'payments', path: () => bookingPaths.payments, body: (body: CreatePaymentBody) => body },
  response: Payment,
});

export const threeDsMutation = createApiMutation({
  request: { method: 'POST', host: 'payments', path: ({ id }: ThreeDsBody & { id: string }) => bookingPaths.payment3ds(id), body: ({ code }) => ({ code }) },
  response: Payment,
});

/** A payment another submission of the same booking is still making: read again until it settles. */
export const paymentQuery = createApiQuery({
  request: { method: 'GET', host: 'payments', path: (id: string) => `/v1/payments/${encodeURIComponent(id)}` },
  response: Payment,
});

export const $choice = createStore<OfferChoice | null>(null);
export const $offer = createStore<SearchOffer | null>(null, { serialize: 'ignore' });
export const $offerProblem = createStore<OfferProblem | 'none' | null>(null, { serialize: 'ignore' });
export const $payment = createStore<Payment | null>(null, { serialize: 'ignore' });
/** Why the last payment call failed (not a decline: those are payments with a reason). */
export const $payFailure = createStore<OfferProblem | null>(null, { serialize: 'ignore' });
/** One key per booking attempt: a double submission sends the same one, a new card after a decline a new one. */
export const $idempotencyKey = createStore<string | null>(null, { serialize: 'ignore' });
export const $paying = combine(payMutation.$pending, threeDsMutation.$pending, paymentQuery.$pending, (a, b, c) => a || b || c);

export const paySubmitted = createEvent<Omit<CreatePaymentBody, 'idempotency_key'>>();
export const codeSubmitted = createEvent<string>();
export const offerRetried = createEvent();
/** The traveller picked another card: its fee changes the total, which the server recomputes. */
export const methodChosen = createEvent<BookingMethod>();
/** The total is being recomputed for a new card: paying waits for it. */
export const $repricing = offerQuery.$pending;

/** The cards this visitor may pay with: the flag's methods, narrowed to the settings' choice (spec §4). */
export const $methods = combine(availablePaymentMethodsFlag.$value, $settings, (flag, settings): PaymentMethod[] => {
  const offered = offeredPaymentMethods(flag.methods);
  const shown = shownPaymentOptions(settings.payment_options, flag.methods);
  const chosen = offered.filter((method) => shown[method]);
  return chosen.length > 0 ? chosen : offered;
});

const parsed = sample({ clock: bookingRoute.opened, source: $location, fn: ({ search }) => parseOfferChoice(search) });
$choice.on(parsed, (_, choice) => choice);
$offerProblem.on(parsed, (_, choice) => (choice ? null : 'none'));
for (const store of [$offer, $payment, $payFailure, $idempotencyKey]) store.reset(parsed);

const load = sample({
  clock: [parsed, offerRetried],
  source: { choice: $choice, isClient: $started },
  filter: ({ choice, isClient }) => isClient && choice !== null,
  fn: ({ choice }) => choice!,
});
$offerProblem.on(load, () => null);
sample({ clock: load, target: offerQuery.start });
const rechosen = sample({ clock: methodChosen, source: $choice, filter: Boolean, fn: (choice, method): OfferChoice => ({ ...choice, method }) });
$choice.on(rechosen, (_, choice) => choice);
sample({ clock: rechosen, target: offerQuery.start });
$offer.on(offerQuery.finished.success, (_, { result }) => result);
// A failed repricing keeps the page and what was typed (the offer stays shown, paying waits); a
// search that is gone or expired is a problem of the page.
const offerFailed = sample({
  clock: offerQuery.finished.failure,
  source: $offer,
  fn: (offer, { error }) => ({ shown: offer !== null, problem: offerProblem(error) }),
});
$offerProblem.on(offerFailed, (current, { shown, problem }) => (shown && problem === 'failed' ? current : problem));
/** The total for the card just chosen could not be loaded. */
export const $repriceFailed = createStore(false, { serialize: 'ignore' })
  .on(offerFailed, (_, { shown, problem }) => shown && problem === 'failed')
  .reset(offerQuery.finished.success, load, rechosen, parsed);

// Saved documents fill the passengers, and the number the traveller logged in with the contact
// phone: read once the traveller is known.
sample({
  clock: [load, loggedIn, $authorized.updates],
  source: { authorized: $authorized, choice: $choice },
  filter: ({ authorized, choice }) => authorized && choice !== null,
  target: [passengersRequired, userRequired],
});

const keyed = sample({
  clock: paySubmitted,
  source: { key: $idempotencyKey, charge: $charge },
  filter: payMutation.$pending.map((pending) => !pending),
  // Paid in the currency the total is shown in (the page waits for it); the server converts at the same rate.
  fn: ({ key, charge }, body): CreatePaymentBody => ({ ...body, ...(charge && { currency: charge.currency }), idempotency_key: key ?? newIdempotencyKey() }),
});
$idempotencyKey.on(keyed, (_, body) => body.idempotency_key);
$payFailure.on(keyed, () => null);
sample({ clock: keyed, target: payMutation.start });

sample({ clock: codeSubmitted, source: $payment, filter: Boolean, fn: (payment, code) => ({ id: payment.id, code }), target: threeDsMutation.start });

const settled = sample({ clock: [payMutation.finished.success, threeDsMutation.finished.success, paymentQuery.finished.success], fn: ({ result }) => result });
$payment.on(settled, (_, payment) => payment);
// A declined or failed payment is over: the next try is a new payment.
$idempotencyKey.on(settled, (key, payment) => (payment.status === 'declined' || payment.status === 'failed' ? null : key));
sample({
  clock: delay({ source: settled.filter({ fn: (payment) => payment.status === 'created' }), timeout: 1000 }),
  fn: (payment) => payment.id,
  target: paymentQuery.start,
});

// A passenger the payments call refused (400 with the field and its reason) is shown at its field; any
// other failure is the page's.
const failed = sample({
  clock: [payMutation.finished.failure, threeDsMutation.finished.failure],
  fn: ({ error }: { error: RequestFailure }) => ({ error, refused: refusedField(error) }),
});
$payFailure.on(failed, (_, { error, refused }) => (refused ? null : offerProblem(error)));
$serverProblems.on(failed, (problems, { refused }) => refused ?? problems);
// A new attempt: the alerts of the last one (a declined card, a failed call) go.
$payment.reset(attempted);
$payFailure.reset(attempted);

sample({
  clock: settled,
  filter: (payment) => payment.status === 'succeeded' && payment.order_id !== null,
  fn: (payment): AnalyticsCall => ({
    name: 'booking:order_created',
    fields: { label: payment.order_id!, orderId: payment.order_id!, price: payment.amount, method: payment.method },
  }),
  target: trackEvent,
});

/** Where the confirmation goes: the contact e-mail of the last submission. */
export const $sentTo = createStore('', { serialize: 'ignore' }).on(paySubmitted, (_, body) => body.contact.email);
