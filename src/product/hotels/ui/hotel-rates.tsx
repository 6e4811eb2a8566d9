import type { HotelDetails, HotelOffer } from '../../../contracts/hotels';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { hotelsClickRoute, hotelsSearchRoute } from '../routes';
import { usePrice } from './format';
import { feeText, mealText } from './labels';
import styles from './hotel-page.module.css';

function Rate({ rate, nights, searchId }: { rate: HotelOffer; nights: number; searchId: string | null }) {
  const { t } = useTranslator();
  const price = usePrice();
  const formats = useLocaleFormats();
  const cancellation =
    rate.cancellation.kind === 'free'
      ? rate.cancellation.until
        ? t('hotels.rate.freeUntil', { date: formatDate(rate.cancellation.until.slice(0, 10), formats, 'long') })
        : t('hotels.card.freeCancellation')
      : t('hotels.rate.nonRefundable');
  return (
    <li className={styles.rate} data-testid="hotel-rate" data-site={rate.site}>
      <div className={styles.rateTerms}>
        <p className={styles.site}>{rate.site_name}</p>
        <p>{t(mealText[rate.meal])}</p>
        <p data-cancellation={rate.cancellation.kind}>{cancellation}</p>
      </div>
      <div className={styles.ratePrice}>
        <p className={styles.total}>{price(rate.total)}</p>
        <p className={styles.muted}>{t('hotels.price.forStay', { nights })}</p>
        <p className={styles.muted}>{t('hotels.rate.perNight', { price: price(rate.per_night) })}</p>
        <details className={styles.breakdown}>
          <summary>{t('hotels.rate.breakdown')}</summary>
          <dl>
            <dt>{t('hotels.rate.room', { nights })}</dt>
            <dd>{price(rate.room_total)}</dd>
            {rate.fees.map((fee) => (
              <div key={fee.kind} className={styles.feeRow}>
                <dt>
                  {t(feeText[fee.kind])} · {fee.pay_at === 'property' ? t('hotels.rate.payAtProperty') : t('hotels.rate.payNow')}
                </dt>
                <dd>{price(fee.amount)}</dd>
              </div>
            ))}
            <dt>{t('hotels.rate.total')}</dt>
            <dd>{price(rate.total)}</dd>
          </dl>
        </details>
        {searchId && (
          <Link to={hotelsClickRoute} query={{ search_id: searchId, rate_id: rate.rate_id }} className={styles.book} markerable>
            {t('hotels.rate.book', { site: rate.site_name })}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The cheapest rates of a room shown at once; the others a click away. */
const shownRates = 3;

/** Every room with every site's rates for the stay, cheapest total first; the total carries every mandatory fee. */
export function HotelRooms({ details, searchId }: { details: HotelDetails; searchId: string | null }) {
  const { t } = useTranslator();
  if (!details.stay) {
    const { id, name } = details.hotel;
    return (
      <p className={styles.muted}>
        {t('hotels.hotel.noDates')}{' '}
        <Link to={hotelsSearchRoute} query={{ hotel: id, name }} data-testid="choose-dates">
          {t('hotels.hotel.chooseDates')}
        </Link>
      </p>
    );
  }
  const rooms = details.rooms.filter((room) => room.rates.length > 0);
  if (rooms.length === 0) return <p className={styles.muted}>{t('hotels.hotel.noRates')}</p>;
  return (
    <div className={styles.rooms}>
      {rooms.map((room) => (
        <section key={room.code} className={styles.room} aria-labelledby={`room-${room.code}`}>
          <h3 id={`room-${room.code}`}>{room.name}</h3>
          <p className={styles.muted}>{t('hotels.room.facts', { capacity: room.capacity, size: room.size_m2 })}</p>
          <ul className={styles.rates}>
            {room.rates.slice(0, shownRates).map((rate) => (
              <Rate key={rate.rate_id} rate={rate} nights={details.stay!.nights} searchId={searchId} />
            ))}
          </ul>
          {room.rates.length > shownRates && (
            <details className={styles.more}>
              <summary>{t('hotels.room.moreRates', { count: room.rates.length - shownRates })}</summary>
              <ul className={styles.rates}>
                {room.rates.slice(shownRates).map((rate) => (
                  <Rate key={rate.rate_id} rate={rate} nights={details.stay!.nights} searchId={searchId} />
                ))}
              </ul>
            </details>
          )}
        </section>
      ))}
    </div>
  );
}
