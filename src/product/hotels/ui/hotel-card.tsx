import { memo, Suspense } from 'react';
import type { HotelCard as Card, PriceBasis } from '../../../contracts/hotels';
import { formatDistance } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { SaveHotel } from '../../favorites';
import { shownPrice } from '../model/price-basis';
import { hotelRoute } from '../routes';
import { HotelPicture } from './hotel-picture';
import styles from './hotel-card.module.css';

/** Stars as marks, with their number for screen readers. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslator();
  if (count < 1) return null;
  return (
    <span className={styles.stars} role="img" aria-label={t('hotels.stars', { count })}>
      {'★'.repeat(count)}
    </span>
  );
}

export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useTranslator();
  return (
    <span className={styles.rating}>
      <span className={styles.score}>{rating.toFixed(1)}</span>
      <span>{t('hotels.reviews', { count: reviews })}</span>
    </span>
  );
}

interface HotelCardProps {
  hotel: Card;
  basis: PriceBasis;
  nights: number;
  /** The hotel page's query: the list's dates, guests and search. */
  query: Record<string, string>;
  price(roubles: number): string;
}

/** The stay a card's hotel page query names, as a saved hotel keeps it; null without dates. */
export function savedStay(hotelId: string, query: Record<string, string>) {
  const { check_in: checkIn, check_out: checkOut } = query;
  if (!checkIn || !checkOut) return null;
  const children = (query.children ?? '').split(',').filter(Boolean).map(Number);
  return { hotel_id: hotelId, check_in: checkIn, check_out: checkOut, adults: Number(query.adults ?? 2), children, rooms: Number(query.rooms ?? 1) };
}

/** One hotel of the list: the whole card opens its page with the same stay; the best offer is its cheapest total. */
export const HotelCard = memo(function HotelCard({ hotel, basis, nights, query, price }: HotelCardProps) {
  const { t, language } = useTranslator();
  const best = hotel.best_offer;
  const others = hotel.sites.filter((site) => site.rate_id !== best.rate_id).slice(0, 3);
  const stay = savedStay(hotel.id, query);
  return (
    <article className={styles.card} data-testid="hotel-card" data-hotel={hotel.id} data-stars={hotel.stars} data-free-cancellation={hotel.free_cancellation}>
      <div className={styles.picture}>
        <HotelPicture id={hotel.id} />
      </div>
      {stay && (
        <div className={styles.save}>
          <Suspense fallback={null}>
            <SaveHotel stay={stay} hotel={hotel.name} compact />
          </Suspense>
        </div>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={hotelRoute} params={{ hotelId: hotel.id }} query={query} className={styles.link}>
            {hotel.name}
          </Link>
        </h3>
        <p className={styles.facts}>
          <Stars count={hotel.stars} />
          <Rating rating={hotel.rating} reviews={hotel.reviews} />
        </p>
        <p className={styles.where}>
          {t('hotels.card.where', { district: hotel.district.name, distance: formatDistance(hotel.distance_km * 1000, language) })}
        </p>
        {hotel.free_cancellation && <p className={styles.badge}>{t('hotels.card.freeCancellation')}</p>}
      </div>
      <div className={styles.offer}>
        <p className={styles.price} data-testid="hotel-price">
          {price(shownPrice(best, basis))}
        </p>
        <p className={styles.basis}>{basis === 'night' ? t('hotels.price.perNight') : t('hotels.price.forStay', { nights })}</p>
        <p className={styles.basis}>{t('hotels.price.includesFees')}</p>
        <p className={styles.site}>{t('hotels.card.onSite', { site: best.site_name })}</p>
        {others.length > 0 && (
          <ul className={styles.others} aria-label={t('hotels.card.otherSites')}>
            {others.map((site) => (
              <li key={site.site}>
                <span>{site.site_name}</span> <span className={styles.amount}>{price(basis === 'night' ? site.per_night : site.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}, sameCard);

/**
 * Each answer of the list is new data: a card whose hotel, stay and price format are as before
 * keeps its render, so an answer renders only the cards it changed.
 */
function sameCard(before: HotelCardProps, after: HotelCardProps): boolean {
  return (
    before.basis === after.basis &&
    before.nights === after.nights &&
    before.price === after.price &&
    JSON.stringify(before.query) === JSON.stringify(after.query) &&
    (before.hotel === after.hotel || JSON.stringify(before.hotel) === JSON.stringify(after.hotel))
  );
}
