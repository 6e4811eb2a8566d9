import { useUnit } from 'effector-react';
import type { SearchOffer } from '../../../contracts/search';
import { formatPrice, formatWallClock, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { $currency } from '../../../platform/market';
import { bookingCard } from './booking-card';
import styles from './booking.module.css';
import { useCharged } from './charged';
import { TotalParts } from './total-parts';

/** The offer being booked: its flights, seller, baggage and the total for everyone, as the ticket's details show it. */
export function OfferSummary({ offer: { ticket, offer, query, total } }: { offer: SearchOffer }) {
  const t = useT();
  const formats = useLocaleFormats();
  const visitCurrency = useUnit($currency);
  const charged = useCharged(total);
  const count = query.passengers.adults + query.passengers.children + query.passengers.infants;
  return (
    <section className={bookingCard} aria-labelledby="booking-trip" data-testid="booking-offer">
      <h2 id="booking-trip">{t('booking.trip')}</h2>
      <ul className={styles.flights}>
        {ticket.segments.flatMap((segment) =>
          segment.flights.map((flight) => (
            <li key={`${flight.carrier}${flight.number}${flight.departure}`} className={styles.flight}>
              <strong>{`${flight.carrier} ${flight.number}`}</strong>
              <span>{`${flight.origin} ${formatWallClock(flight.departure, formats.locale)}`}</span>
              <span aria-hidden="true">→</span>
              <span>{`${flight.destination} ${formatWallClock(flight.arrival, formats.locale)}`}</span>
            </li>
          )),
        )}
      </ul>
      <p className={styles.muted}>
        {t('booking.seller', { agency: offer.agency_name })} · {offer.baggage ? t('booking.baggage') : t('booking.noBaggage')}
      </p>
      {charged ? (
        <>
          {/* data-total: the seller's rouble total; the amount shown and charged is in data-currency. */}
          <p
            className={styles.price}
            data-testid="booking-total"
            data-total={total.total}
            data-amount={charged.total.total}
            data-currency={charged.currency}
            aria-live="polite"
          >
            {t('booking.total', { count, price: formatPrice(charged.total.total, charged.currency, formats) })}
          </p>
          <TotalParts total={charged.total} currency={charged.currency} />
          {charged.currency !== visitCurrency && (
            <p className={styles.muted} data-testid="booking-in-roubles">
              {t('booking.noRates')}
            </p>
          )}
        </>
      ) : (
        <div className={styles.skeleton} aria-busy="true" data-testid="booking-total-loading" />
      )}
    </section>
  );
}
