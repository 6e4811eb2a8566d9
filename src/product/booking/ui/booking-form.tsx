import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { BookingMethod } from '../../../contracts/booking';
import type { SearchOffer } from '../../../contracts/search';
import { formatPrice, useLocaleFormats } from '../../../platform/format';
import { useT, type MessageKey } from '../../../platform/i18n';
import { $brand } from '../../../platform/market';
import { $settings } from '../../../platform/user';
import { $passengers } from '../../../platform/user/passengers';
import { Button } from '../../../ui';
import { $choice, $methods, $paying, $repriceFailed, $repricing, methodChosen, offerRetried, paySubmitted } from '../model/booking';
import { bookingBody, draftField, emptyPassenger, passengerDraft, type BookingDraft, type PassengerDraft } from '../model/booking-form';
import { bookingCard } from './booking-card';
import styles from './booking.module.css';
import { useCharged } from './charged';
import { Field } from './field';
import { PassengerFields } from './passenger-fields';

const methodText: Record<BookingMethod, MessageKey> = { ru_card: 'booking.method.ru_card', ww_card: 'booking.method.ww_card' };

/** Passengers, contact and card; what was typed stays when a field is wrong or a card is declined. */
export function BookingForm({ offer }: { offer: SearchOffer }) {
  const t = useT();
  const formats = useLocaleFormats();
  const [choice, shownMethods, saved, settings, brand, paying, submit] = useUnit([$choice, $methods, $passengers, $settings, $brand, $paying, paySubmitted]);
  const [repricing, repriceFailed, choose, retry] = useUnit([$repricing, $repriceFailed, methodChosen, offerRetried]);
  const charged = useCharged(offer.total);
  // Only the cards the agency takes: another would have no total to show or charge.
  const taken = shownMethods.filter((method) => !offer.agency || offer.agency.payment.some((card) => card.method === method));
  const methods = taken.length > 0 ? taken : shownMethods;
  const count = offer.query.passengers.adults + offer.query.passengers.children + offer.query.passengers.infants;
  const citizenship = brand === 'WA' ? 'US' : 'RU';
  const preferred = choice?.method && methods.includes(choice.method) ? choice.method : brand === 'WA' && methods.includes('ww_card') ? 'ww_card' : (methods[0] ?? 'ru_card');
  const [form, setForm] = useState<Omit<BookingDraft, 'passengers'>>(() => ({
    email: settings.contact_info?.email ?? '',
    phone: settings.contact_info?.phone ?? '',
    method: preferred,
    cardNumber: '',
    expiry: '',
    cvc: '',
    holder: '',
  }));
  // Saved documents fill the passengers in order until the traveller changes one; from then on, what was typed.
  const [typed, setTyped] = useState<PassengerDraft[] | null>(null);
  const passengers = typed ?? Array.from({ length: count }, (_, index) => (saved[index] ? passengerDraft(saved[index]) : emptyPassenger(citizenship)));
  const draft: BookingDraft = { ...form, passengers };
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  // The card changes the fee: the total shown and charged is recomputed by the server for the card chosen.
  useEffect(() => {
    if (form.method !== offer.method) choose(form.method);
  }, [form.method, offer.method, choose]);

  const change = (next: Partial<Omit<BookingDraft, 'passengers'>>) => setForm((current) => ({ ...current, ...next }));
  const bad = (path: string) => invalid.has(path);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const result = bookingBody(choice, draft);
    if ('invalid' in result) {
      setInvalid(new Set([...result.invalid].map(draftField)));
      return;
    }
    setInvalid(new Set());
    submit(result.body);
  };

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate data-testid="booking-form">
      {invalid.size > 0 && (
        <p className={`${bookingCard} ${styles.alert}`} role="alert" data-testid="booking-invalid">
          {t('booking.invalidSummary')}
        </p>
      )}
      {draft.passengers.map((passenger, index) => (
        <section className={bookingCard} key={index}>
          <PassengerFields
            index={index}
            draft={passenger}
            saved={saved}
            invalid={bad}
            onChange={(next) => setTyped(passengers.map((item, at) => (at === index ? next : item)))}
          />
        </section>
      ))}
      <section className={bookingCard}>
        <fieldset className={styles.fields}>
          <legend>{t('booking.contact')}</legend>
          <p className={`${styles.muted} ${styles.wide}`}>{t('booking.contactLead')}</p>
          <Field label={t('booking.email')} type="email" value={draft.email} onValue={(email) => change({ email })} invalid={bad('contact.email')} autoComplete="email" data-testid="booking-email" />
          <Field label={t('booking.phone')} type="tel" value={draft.phone} onValue={(phone) => change({ phone })} invalid={bad('contact.phone')} autoComplete="tel" data-testid="booking-phone" />
        </fieldset>
      </section>
      <section className={bookingCard}>
        <fieldset className={styles.fields}>
          <legend>{t('booking.payment')}</legend>
          <div className={`${styles.choices} ${styles.wide}`} role="radiogroup" aria-label={t('booking.method')}>
            {methods.map((method) => (
              <label key={method} className={styles.choice}>
                <input type="radio" name="method" value={method} checked={draft.method === method} onChange={() => change({ method })} data-testid={`booking-method-${method}`} />
                {t(methodText[method])}
              </label>
            ))}
          </div>
          <Field label={t('booking.cardNumber')} value={draft.cardNumber} onValue={(cardNumber) => change({ cardNumber })} invalid={bad('card.number')} inputMode="numeric" autoComplete="cc-number" wide data-testid="booking-card" />
          <Field label={t('booking.expiry')} value={draft.expiry} onValue={(expiry) => change({ expiry })} invalid={bad('card.expiry')} autoComplete="cc-exp" data-testid="booking-expiry" />
          <Field label={t('booking.cvc')} value={draft.cvc} onValue={(cvc) => change({ cvc })} invalid={bad('card.cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} data-testid="booking-cvc" />
          <Field label={t('booking.holder')} value={draft.holder} onValue={(holder) => change({ holder })} invalid={bad('card.holder')} autoComplete="cc-name" wide data-testid="booking-holder" />
        </fieldset>
        {repriceFailed && (
          <div className={`${styles.actions} ${styles.alert}`} role="alert" data-testid="booking-reprice-failed">
            <p>{t('booking.repriceFailed')}</p>
            <Button variant="secondary" onClick={() => retry()}>
              {t('click.retry')}
            </Button>
          </div>
        )}
        <div className={styles.actions}>
          {/* The total shown must be the one for the card chosen, in the currency paid in: paying waits until it is. */}
          <Button
            type="submit"
            variant="cta"
            size="large"
            disabled={paying || repricing || !charged || draft.method !== offer.method}
            aria-busy={paying || repricing || !charged || undefined}
            data-testid="booking-pay"
            data-amount={charged?.total.total}
            data-currency={charged?.currency}
          >
            {paying ? t('booking.paying') : charged ? t('booking.pay', { price: formatPrice(charged.total.total, charged.currency, formats) }) : t('booking.payPending')}
          </Button>
        </div>
      </section>
    </form>
  );
}
