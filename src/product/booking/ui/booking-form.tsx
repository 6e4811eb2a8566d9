import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { passengerTypesOf } from '../../../contracts/passenger';
import type { SearchOffer } from '../../../contracts/search';
import { useT } from '../../../platform/i18n';
import { visitDefaults } from '../../../platform/brand';
import { $brand, $market } from '../../../platform/market';
import { $settings, $user } from '../../../platform/user';
import { emptyPassengerDraft, savedPassengerDraft } from '../../../platform/passenger-form';
import { $passengers } from '../../../platform/user/passengers';
import { $choice, $methods, methodChosen, paySubmitted } from '../model/booking';
import { bookingBody, type BookingDraft, type ContactDraft, type FieldProblems } from '../model/booking-form';
import { $attempts, $serverProblems, $typedContact, $typedPassengers, attempted, contactTyped, passengersTyped } from '../model/draft';
import { bookingCard } from './booking-card';
import styles from './booking.module.css';
import { ContactAndCard } from './contact-fields';
import { PassengerFields } from './passenger-fields';
import { problemText } from './problem-text';
import { localToday } from '../../../platform/calendar';

/**
 * Passengers, contact and card. What was typed is kept by the model: a wrong field, a declined card
 * or a wrong 3-D Secure code leave every field as it was. Each field that is wrong says why under
 * itself once the form has been sent, and focus moves to the first of them.
 */
export function BookingForm({ offer }: { offer: SearchOffer }) {
  const t = useT();
  const [choice, shownMethods, saved, settings, user, brand, market, submit, choose] = useUnit([
    $choice,
    $methods,
    $passengers,
    $settings,
    $user,
    $brand,
    $market,
    paySubmitted,
    methodChosen,
  ]);
  const [typedPassengers, typedContact, attempts, serverProblems, typePassengers, typeContact, attempt] = useUnit([
    $typedPassengers,
    $typedContact,
    $attempts,
    $serverProblems,
    passengersTyped,
    contactTyped,
    attempted,
  ]);
  const formRef = useRef<HTMLFormElement>(null);
  // Only the cards the agency takes: another would have no total to show or charge.
  const taken = shownMethods.filter((method) => !offer.agency || offer.agency.payment.some((card) => card.method === method));
  const methods = taken.length > 0 ? taken : shownMethods;
  const types = passengerTypesOf(offer.query.passengers);
  // Before the traveller chooses: the citizenship and the card of the visit's market (platform/brand's rules).
  const defaults = visitDefaults({ brand, market });
  const preferred =
    choice?.method && methods.includes(choice.method)
      ? choice.method
      : methods.includes(defaults.paymentMethod)
        ? defaults.paymentMethod
        : (methods[0] ?? 'ru_card');
  // The contact saved in the settings, else the number the traveller logged in with (E.164 digits).
  const loginPhone = user?.user_info.phone ? `+${user.user_info.phone}` : '';
  const contact: ContactDraft = {
    email: settings.contact_info?.email ?? '',
    phone: settings.contact_info?.phone || loginPhone,
    method: preferred,
    cardNumber: '',
    expiry: '',
    cvc: '',
    holder: '',
    ...typedContact,
  };
  // Saved documents fill the passengers in order until the traveller changes one; from then on, what was typed.
  const passengers = typedPassengers ?? types.map((_, index) => (saved[index] ? savedPassengerDraft(saved[index]) : emptyPassengerDraft(defaults, 'booking')));
  const draft: BookingDraft = { ...contact, passengers };
  const trip = { passengers: offer.query.passengers, segments: offer.ticket.segments, today: localToday() };
  const checked = choice ? bookingBody(choice, draft, trip) : null;
  // Problems show once the form has been sent, and go as each field is put right.
  const problems: FieldProblems = { ...(attempts > 0 && checked && 'problems' in checked ? checked.problems : {}), ...serverProblems };
  const error = (path: string) => (problems[path] ? t(problemText(problems[path])) : undefined);

  // The card changes the fee: the total shown and charged is recomputed by the server for the card chosen.
  useEffect(() => {
    if (contact.method !== offer.method) choose(contact.method);
  }, [contact.method, offer.method, choose]);
  // Each attempt, and each refusal of the server, moves focus to the first field to fix (not a change that clears one).
  const focusFirstProblem = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  useEffect(focusFirstProblem, [attempts]);
  useEffect(() => {
    if (Object.keys(serverProblems).length > 0) focusFirstProblem();
  }, [serverProblems]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    attempt();
    if (checked && 'body' in checked) submit(checked.body);
  };

  return (
    <form ref={formRef} className={styles.stack} onSubmit={onSubmit} noValidate data-testid="booking-form">
      {attempts > 0 && Object.keys(problems).length > 0 && (
        <p className={`${bookingCard} ${styles.alert}`} role="alert" data-testid="booking-invalid">
          {t('booking.invalidSummary')}
        </p>
      )}
      {draft.passengers.map((passenger, index) => (
        <section className={bookingCard} key={index}>
          <PassengerFields
            index={index}
            type={types[index] ?? 'adult'}
            draft={passenger}
            saved={saved}
            error={(field) => error(`passengers.${index}.${field}`)}
            onChange={(next) => typePassengers(passengers.map((item, at) => (at === index ? next : item)))}
          />
        </section>
      ))}
      <ContactAndCard offer={offer} draft={draft} methods={methods} error={error} change={typeContact} />
    </form>
  );
}
