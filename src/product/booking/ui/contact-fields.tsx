import { useUnit } from 'effector-react';
import type { BookingMethod } from '../../../contracts/booking';
import type { SearchOffer } from '../../../contracts/search';
import { formatPrice, useLocaleFormats } from '../../../platform/format';
import { useT, type MessageKey } from '../../../platform/i18n';
import { Button, FormattedInput, TextField } from '../../../ui';
import { $paying, $repriceFailed, $repricing, offerRetried } from '../model/booking';
import type { BookingDraft, ContactDraft } from '../model/booking-form';
import { cardExpiry } from '../model/card-expiry';
import { bookingCard } from './booking-card';
import { useCharged } from './charged';
import styles from './booking.module.css';

const methodText: Record<BookingMethod, MessageKey> = { ru_card: 'booking.method.ru_card', ww_card: 'booking.method.ww_card' };

/** The contact and the card of the booking form, with the pay button; each field says under itself what is wrong. */
export function ContactAndCard({
  offer,
  draft,
  methods,
  error,
  change,
}: {
  offer: SearchOffer;
  draft: BookingDraft;
  methods: BookingMethod[];
  error: (path: string) => string | undefined;
  change: (next: Partial<ContactDraft>) => void;
}) {
  const t = useT();
  const formats = useLocaleFormats();
  const [paying, repricing, repriceFailed, retry] = useUnit([$paying, $repricing, $repriceFailed, offerRetried]);
  const charged = useCharged(offer.total);
  return (
    <>
      <ContactFields draft={draft} error={error} change={change} />
      <section className={bookingCard}>
        <CardFields draft={draft} methods={methods} error={error} change={change} />
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
            {paying
              ? t('booking.paying')
              : charged
                ? t('booking.pay', { price: formatPrice(charged.total.total, charged.currency, formats) })
                : t('booking.payPending')}
          </Button>
        </div>
      </section>
    </>
  );
}

type FieldsProps = { draft: BookingDraft; error: (path: string) => string | undefined; change: (next: Partial<ContactDraft>) => void };

/** Where the tickets and the receipt go. */
function ContactFields({ draft, error, change }: FieldsProps) {
  const t = useT();
  return (
    <section className={bookingCard}>
      <fieldset className={styles.fields}>
        <legend>{t('booking.contact')}</legend>
        <p className={`${styles.muted} ${styles.wide}`}>{t('booking.contactLead')}</p>
        <TextField
          label={t('booking.email')}
          type="email"
          value={draft.email}
          onValue={(email) => change({ email })}
          error={error('contact.email')}
          autoComplete="email"
          data-testid="booking-email"
        />
        <TextField
          label={t('booking.phone')}
          type="tel"
          value={draft.phone}
          onValue={(phone) => change({ phone })}
          error={error('contact.phone')}
          autoComplete="tel"
          data-testid="booking-phone"
        />
      </fieldset>
    </section>
  );
}

/** The payment method and the card's details. */
function CardFields({ draft, methods, error, change }: FieldsProps & { methods: BookingMethod[] }) {
  const t = useT();
  return (
    <fieldset className={styles.fields}>
      <legend>{t('booking.payment')}</legend>
      <div className={`${styles.choices} ${styles.wide}`} role="radiogroup" aria-label={t('booking.method')}>
        {methods.map((method) => (
          <label key={method} className={styles.choice}>
            <input
              type="radio"
              name="method"
              value={method}
              checked={draft.method === method}
              onChange={() => change({ method })}
              data-testid={`booking-method-${method}`}
            />
            {t(methodText[method])}
          </label>
        ))}
      </div>
      <TextField
        label={t('booking.cardNumber')}
        value={draft.cardNumber}
        onValue={(cardNumber) => change({ cardNumber })}
        error={error('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        wide
        data-testid="booking-card"
      />
      <FormattedInput
        label={t('booking.expiry')}
        value={draft.expiry}
        format={cardExpiry}
        onValueChange={(expiry) => change({ expiry })}
        error={error('card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        data-testid="booking-expiry"
      />
      <TextField
        label={t('booking.cvc')}
        value={draft.cvc}
        onValue={(cvc) => change({ cvc })}
        error={error('card.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        data-testid="booking-cvc"
      />
      <TextField
        label={t('booking.holder')}
        value={draft.holder}
        onValue={(holder) => change({ holder })}
        error={error('card.holder')}
        autoComplete="cc-name"
        wide
        data-testid="booking-holder"
      />
    </fieldset>
  );
}
