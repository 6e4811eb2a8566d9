import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { HotelDetails, ReviewSummary as Summary } from '../../../contracts/hotels';
import { formatDistance, formatMoment } from '../../../platform/format';
import { useTranslator, type MessageKey } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { $priceSince, hotelPriceShown, seenKey } from '../model/last-seen';
import { hotelRoute } from '../routes';
import { Rating, Stars } from './hotel-card';
import styles from './hotel-extras.module.css';

const aspectTexts: Record<Summary['aspects'][number]['aspect'], MessageKey> = {
  cleanliness: 'hotels.reviews.aspect.cleanliness',
  location: 'hotels.reviews.aspect.location',
  service: 'hotels.reviews.aspect.service',
  value: 'hotels.reviews.aspect.value',
};
const bandTexts: Record<Summary['bands'][number]['band'], MessageKey> = {
  excellent: 'hotels.reviews.band.excellent',
  very_good: 'hotels.reviews.band.very_good',
  good: 'hotels.reviews.band.good',
  fair: 'hotels.reviews.band.fair',
  poor: 'hotels.reviews.band.poor',
};

/** A bar of `value` out of `max`, drawn with SVG attributes (no inline styles under the CSP). */
function Bar({ value, max }: { value: number; max: number }) {
  return (
    <svg className={styles.bar} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className={styles.track} width="100" height="8" rx="4" />
      <rect className={styles.fill} width={max > 0 ? Math.max(2, (value / max) * 100) : 0} height="8" rx="4" />
    </svg>
  );
}

/** Guests' scores by aspect and how the reviews spread by score: numbers only, no quotes. */
export function ReviewSummary({ details }: { details: HotelDetails }) {
  const { t } = useTranslator();
  const { hotel, review_summary: summary } = details;
  const most = Math.max(...summary.bands.map((band) => band.count));
  return (
    <section className={styles.section} aria-labelledby="hotel-reviews" data-testid="hotel-reviews">
      <h2 id="hotel-reviews">{t('hotels.reviews.title')}</h2>
      <p>{t('hotels.reviews.lead', { rating: hotel.rating.toFixed(1), count: hotel.reviews })}</p>
      <div className={styles.columns}>
        <dl className={styles.scores}>
          {summary.aspects.map(({ aspect, score, count }) => (
            <div key={aspect} className={styles.score}>
              <dt>{t(aspectTexts[aspect])}</dt>
              <dd>
                <Bar value={score} max={10} />
                <span className={styles.number}>{score.toFixed(1)}</span>
                <span className={styles.muted}>{t('hotels.reviews', { count })}</span>
              </dd>
            </div>
          ))}
        </dl>
        <dl className={styles.scores} aria-label={t('hotels.reviews.bands')}>
          {summary.bands.map(({ band, count }) => (
            <div key={band} className={styles.score}>
              <dt>{t(bandTexts[band])}</dt>
              <dd>
                <Bar value={count} max={most} />
                <span className={styles.number}>{count}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className={styles.muted}>{t('hotels.reviews.note')}</p>
    </section>
  );
}

/** Like hotels of the city, nearest first, each opening with the same stay. */
export function SimilarHotels({ details, price }: { details: HotelDetails; price: (roubles: number) => string }) {
  const { t, language } = useTranslator();
  const { similar, stay } = details;
  if (similar.length === 0) return null;
  const query: Record<string, string> = stay
    ? {
        check_in: stay.check_in,
        check_out: stay.check_out,
        adults: String(stay.adults),
        ...(stay.children.length > 0 && { children: stay.children.join(',') }),
        rooms: String(stay.rooms),
      }
    : {};
  return (
    <section className={styles.section} aria-labelledby="hotel-similar" data-testid="hotel-similar">
      <h2 id="hotel-similar">{t('hotels.similar.title')}</h2>
      <ul className={styles.similar}>
        {similar.map((item) => (
          <li key={item.id} className={styles.other} data-testid="similar-hotel">
            <Link to={hotelRoute} params={{ hotelId: item.id }} query={query} className={styles.link}>
              {item.name}
            </Link>
            <p className={styles.facts}>
              <Stars count={item.stars} />
              <Rating rating={item.rating} reviews={item.reviews} />
            </p>
            <p className={styles.muted}>
              {t('hotels.similar.where', { district: item.district, distance: formatDistance(item.distance_km * 1000, language) })}
            </p>
            {stay && (
              <p className={styles.price}>{item.total === null ? t('hotels.similar.noPrice') : t('hotels.similar.total', { price: price(item.total) })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Today's cheapest total beside the one this browser last showed for the hotel and stay; nothing the first time. */
export function PriceSinceVisit({ details, price }: { details: HotelDetails; price: (roubles: number) => string }) {
  const { t, language } = useTranslator();
  const [since, shown] = useUnit([$priceSince, hotelPriceShown]);
  const total = details.best_offer?.total ?? null;
  const key = details.stay ? seenKey(details.hotel.id, details.stay) : null;
  useEffect(() => {
    if (key !== null && total !== null) shown({ key, total, at: new Date().toISOString() });
  }, [key, total, shown]);
  if (!since?.since || since.key !== key) return null;
  const { since: change } = since;
  const values = { date: formatMoment(change.previous.seenAt, language), previous: price(change.previous.total) };
  return (
    <p className={styles.since} data-testid="hotel-price-since" data-kind={change.kind} role="status">
      {change.kind === 'same'
        ? t('hotels.lastVisit.same', values)
        : t(change.kind === 'cheaper' ? 'hotels.lastVisit.cheaper' : 'hotels.lastVisit.dearer', { ...values, amount: price(change.amount) })}
    </p>
  );
}
