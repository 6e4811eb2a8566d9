import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { $sessionState, loginRequested } from '../../../platform/session';
import { Button, ContentPage } from '../../../ui';
import { $offer, $offerProblem, $payFailure, $payment, $sentTo, offerRetried } from '../model/booking';
import { bookingCard } from '../ui/booking-card';
import styles from '../ui/booking.module.css';
import { BookingForm } from '../ui/booking-form';
import { OfferProblemCard } from '../ui/offer-problem';
import { OfferSummary } from '../ui/offer-summary';
import { Declined, Done, ThreeDs } from '../ui/payment-state';

/** Booking an offer that sells here: the offer, then passengers, contact and card, then the order. */
export default function BookingPage() {
  const t = useT();
  const [offer, problem, retry] = useUnit([$offer, $offerProblem, offerRetried]);
  if (problem === 'none') return <ContentPage title={t('booking.title')} note={t('click.note')} />;
  return (
    <ContentPage title={t('booking.title')}>
      <div className={styles.stack}>
        {problem ? (
          <OfferProblemCard problem={problem} retry={retry} />
        ) : offer ? (
          <>
            <OfferSummary offer={offer} />
            <Booking />
          </>
        ) : (
          <section className={bookingCard} aria-busy="true" data-testid="booking-loading">
            <p className={styles.muted}>{t('booking.loading')}</p>
            <div className={styles.skeleton} />
          </section>
        )}
      </div>
    </ContentPage>
  );
}

function Booking() {
  const t = useT();
  const [offer, session, login, payment, failure, sentTo, retry] = useUnit([
    $offer,
    $sessionState,
    loginRequested,
    $payment,
    $payFailure,
    $sentTo,
    offerRetried,
  ]);
  if (!offer) return null;
  if (session === 'unknown') return <div className={styles.skeleton} aria-busy="true" />;
  if (session === 'anonymous') {
    return (
      <section className={bookingCard} data-testid="booking-login">
        <h2>{t('booking.loginTitle')}</h2>
        <p>{t('booking.loginLead')}</p>
        <Button variant="cta" aria-haspopup="dialog" onClick={() => login()} data-testid="booking-login-button">
          {t('booking.login')}
        </Button>
      </section>
    );
  }
  if (payment?.status === 'succeeded') return <Done payment={payment} agency={offer.offer.agency_name} email={sentTo} />;
  if (payment?.status === 'requires_3ds') return <ThreeDs />;
  if (payment?.status === 'created') {
    return (
      <p className={bookingCard} role="status" aria-busy="true">
        {t('booking.processing')}
      </p>
    );
  }
  return (
    <>
      {(payment?.status === 'declined' || payment?.status === 'failed') && <Declined payment={payment} />}
      {failure === 'expired' || failure === 'unknown' ? (
        <OfferProblemCard problem={failure} retry={retry} />
      ) : (
        failure === 'failed' && (
          <p className={`${bookingCard} ${styles.alert}`} role="alert">
            {t('booking.payFailed')}
          </p>
        )
      )}
      <BookingForm offer={offer} />
    </>
  );
}
