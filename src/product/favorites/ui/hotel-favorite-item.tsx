import { useId } from 'react';
import type { HotelFavorite } from '../../../contracts/favorites';
import { formatDate, formatMoment, useLocaleFormats } from '../../../platform/format';
import { useTranslator, type MessageKey } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { hotelRoute } from '../../hotels';
import styles from './favorites.module.css';
import { PriceChange, RemoveControls } from './item-parts';

const statusTexts: Record<Exclude<HotelFavorite['status'], 'priced'>, MessageKey> = {
  past: 'favorites.hotels.past',
  no_rates: 'favorites.hotels.noRates',
  unknown_hotel: 'favorites.hotels.unknownHotel',
};

/** The hotel page's address for a saved stay. */
export const stayQuery = (item: HotelFavorite): Record<string, string> => ({
  check_in: item.check_in,
  check_out: item.check_out,
  adults: String(item.adults),
  ...(item.children.length > 0 && { children: item.children.join(',') }),
  rooms: String(item.rooms),
});

interface ItemProps {
  item: HotelFavorite;
  price: (roubles: number) => string;
  busy: boolean;
  failed: boolean;
  onRemove: () => void;
}

/** One saved hotel: the stay, its total then and now with the change and what the prices are, open, remove. */
export function HotelFavoriteItem({ item, price, busy, failed, onRemove }: ItemProps) {
  const { t, language } = useTranslator();
  const id = useId();
  const formats = useLocaleFormats();
  const name = item.hotel?.name ?? item.hotel_id;
  return (
    <li className={styles.item} data-testid="favorite-hotel" data-hotel={item.hotel_id} aria-labelledby={`${id}-name`}>
      <div className={styles.trip}>
        <h2 id={`${id}-name`}>{name}</h2>
        {item.hotel && <p className={styles.muted}>{t('favorites.hotels.place', { city: item.hotel.city, district: item.hotel.district })}</p>}
        <p>
          {t('favorites.hotels.stay', {
            checkIn: formatDate(item.check_in, formats),
            checkOut: formatDate(item.check_out, formats),
            nights: item.nights,
            guests: item.adults + item.children.length,
          })}
        </p>
        <dl className={styles.prices}>
          <div>
            <dt>{t('favorites.hotels.savedPrice')}</dt>
            <dd data-testid="favorite-hotel-saved-price">{item.saved_price === null ? t('favorites.hotels.noPrice') : price(item.saved_price)}</dd>
          </div>
          <div>
            <dt>{t('favorites.hotels.currentPrice')}</dt>
            <dd data-testid="favorite-hotel-current-price">
              {item.status === 'priced' && item.current_price !== null ? price(item.current_price) : t(statusTexts[item.status as keyof typeof statusTexts])}
            </dd>
          </div>
          <PriceChange change={item.change} price={price} label="favorites.hotels.change" testId="favorite-hotel-change" />
        </dl>
        <p className={styles.basis}>
          {t('favorites.hotels.basis', { saved: formatMoment(item.saved_at, language), checked: formatMoment(item.checked_at, language) })}
        </p>
        {item.hotel && (
          <Link className={styles.link} href={linkTo(hotelRoute, { hotelId: item.hotel_id }, stayQuery(item))}>
            {t('favorites.hotels.open')}
          </Link>
        )}
      </div>
      <RemoveControls
        label={t('favorites.hotels.removeLabel', { hotel: name })}
        testId="favorite-hotel-remove"
        busy={busy}
        failed={failed}
        failedText="favorites.hotels.removeFailed"
        onRemove={onRemove}
      />
    </li>
  );
}
