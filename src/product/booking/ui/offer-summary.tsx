import type { SearchOffer } from '../../../contracts/search';
import { formatPrice, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { bookingCard } from './booking-card';
import styles from './booking.module.css';
import { TotalParts } from './total-parts';

/** The offer being booked: its flights, seller, baggage and the total for everyone, as the ticket's details show it. */
export function OfferSummary({ offer: { ticket, offer, query, total } }: { offer: SearchOffer }) {
  const t = useT();
  const formats = useLocaleFormats();
  const count = query.passengers.adults + query.passengers.children + query.passengers.infants;
  return (
    <section className={bookingCard} aria-labelledby="booking-trip" data-testid="booking-offer">
      <h2 id="booking-trip">{t('booking.trip')}</h2>
      <ul className={styles.flights}>
        {ticket.segments.flatMap((segment) =>
          segment.flights.map((flight) => (
            <li key={`${flight.carrier}${flight.number}${flight.departure}`} className={styles.flight}>
              <strong>{`${flight.carrier} ${flight.number}`}</strong>
              <span>{`${flight.origin} ${flight.departure.replace('T', ' ')}`}</span>
              <span aria-hidden="true">→</span>
              <span>{`${flight.destination} ${flight.arrival.replace('T', ' ')}`}</span>
            </li>
          )),
        )}
      </ul>
      <p className={styles.muted}>
        {t('booking.seller', { agency: offer.agency_name })} · {offer.baggage ? t('booking.baggage') : t('booking.noBaggage')}
      </p>
      <p className={styles.price} data-testid="booking-total" data-total={total.total} aria-live="polite">
        {t('booking.total', { count, price: formatPrice(total.total, 'rub', formats) })}
      </p>
      <TotalParts total={total} />
    </section>
  );
}
