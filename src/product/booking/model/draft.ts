import { createEvent, createStore } from 'effector';
import { bookingRoute } from '../routes';
import type { PassengerDraft } from '../../../platform/passenger-form';
import type { ContactDraft, FieldProblems } from './booking-form';

/**
 * What the traveller typed into the booking form, kept by the model rather than the form: the form
 * leaves the page for the bank's 3-D Secure step and comes back with every field as it was, after a
 * wrong code as after a declined card. A new booking (the page opened again) starts empty.
 */
export const $typedPassengers = createStore<PassengerDraft[] | null>(null, { serialize: 'ignore' });
/** The contact and card fields changed so far; the rest keep the form's defaults. */
export const $typedContact = createStore<Partial<ContactDraft>>({}, { serialize: 'ignore' });
export const passengersTyped = createEvent<PassengerDraft[]>();
export const contactTyped = createEvent<Partial<ContactDraft>>();

/** The form was sent, valid or not: the alerts of the last attempt go, the fields' problems show from now on. */
export const attempted = createEvent();
/** How many times the form was sent: problems show after the first, focus moves to the first on each. */
export const $attempts = createStore(0, { serialize: 'ignore' }).on(attempted, (count) => count + 1);

/** Fields the payments call refused (a 400 naming the field and its reason), until the next attempt or a change. */
export const $serverProblems = createStore<FieldProblems>({}, { serialize: 'ignore' });

$typedPassengers.on(passengersTyped, (_, passengers) => passengers);
$typedContact.on(contactTyped, (typed, change) => ({ ...typed, ...change }));
$serverProblems.reset(attempted, passengersTyped, contactTyped);
for (const store of [$typedPassengers, $typedContact, $attempts, $serverProblems]) store.reset(bookingRoute.opened);
