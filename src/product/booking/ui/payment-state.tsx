import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import type { DeclineReason, Payment } from '../../../contracts/booking';
import { useT, type MessageKey } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { Button, buttonClass, TextField } from '../../../ui';
import { orderRoute } from '../../account';
import { $paying, codeSubmitted } from '../model/booking';
import { bookingCard } from './booking-card';
import styles from './booking.module.css';

const reasonText: Record<DeclineReason, MessageKey> = {
  card_declined: 'booking.reason.card_declined',
  insufficient_funds: 'booking.reason.insufficient_funds',
  expired_card: 'booking.reason.expired_card',
  method_mismatch: 'booking.reason.method_mismatch',
  authentication_failed: 'booking.reason.authentication_failed',
  processing_error: 'booking.reason.processing_error',
};

/** A payment that did not go through: why, and that nothing was ordered or charged. */
export function Declined({ payment }: { payment: Payment }) {
  const t = useT();
  return (
    <section className={`${bookingCard} ${styles.alert}`} role="alert" data-testid="booking-declined" data-reason={payment.decline_reason ?? ''}>
      <h2>{t('booking.declined')}</h2>
      {payment.decline_reason && <p>{t(reasonText[payment.decline_reason])}</p>}
      <p className={styles.muted}>{t('booking.noOrder')}</p>
    </section>
  );
}

/** The bank's 3-D Secure step. */
export function ThreeDs() {
  const t = useT();
  const [submit, paying] = useUnit([codeSubmitted, $paying]);
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code.trim());
  };
  return (
    <form className={bookingCard} onSubmit={onSubmit} data-testid="booking-3ds">
      <h2>{t('booking.threeDs')}</h2>
      <p>{t('booking.threeDsLead')}</p>
      <TextField
        label={t('booking.code')}
        value={code}
        onValue={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        autoFocus
        data-testid="booking-3ds-code"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="cta" disabled={paying || !/^\d{4,8}$/.test(code.trim())} data-testid="booking-3ds-confirm">
          {t('booking.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The order is made: its number, where the confirmation went, the way to it. */
export function Done({ payment, agency, email }: { payment: Payment; agency: string; email: string }) {
  const t = useT();
  const order = payment.order_id ?? '';
  return (
    <section className={`${bookingCard} ${styles.success}`} role="status" data-testid="booking-done" data-order={order}>
      <h2>{t('booking.done', { order })}</h2>
      <p>{t('booking.doneLead', { agency, email })}</p>
      <div className={styles.actions}>
        <Link to={orderRoute} params={{ orderId: order }} className={buttonClass('primary')} data-testid="booking-open-order">
          {t('booking.open')}
        </Link>
      </div>
    </section>
  );
}
