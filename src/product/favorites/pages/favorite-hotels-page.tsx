import { useUnit } from 'effector-react';
import { isAvailable } from '../../../platform/brand';
import { usePriceFormatter } from '../../../platform/currency';
import { useT } from '../../../platform/i18n';
import { $brand, $language, $market } from '../../../platform/market';
import { Link, linkTo } from '../../../platform/router';
import { Button } from '../../../ui';
import { hotelsSearchRoute } from '../../hotels';
import { $hotelFavorites, $hotelListState, $hotelRemoveFailed, $hotelsBusy, hotelListOpened, hotelRemoved } from '../model/hotel-list';
import styles from '../ui/favorites.module.css';
import { HotelFavoriteItem } from '../ui/hotel-favorite-item';
import { Loading, PrivateListPage, State } from '../ui/private-list-page';

/** The empty list: where hotels are sold, the way to find one; elsewhere, that they are not sold here. */
function Empty() {
  const t = useT();
  const [brand, market, language] = useUnit([$brand, $market, $language]);
  const sold = isAvailable('hotels', { brand, market, language });
  return (
    <State testId="favorites-empty" title={t('favorites.hotels.empty.title')} lead={t(sold ? 'favorites.hotels.empty.lead' : 'favorites.hotels.empty.notSold')}>
      {sold && (
        <Link className={styles.link} href={linkTo(hotelsSearchRoute)}>
          {t('favorites.hotels.empty.action')}
        </Link>
      )}
    </State>
  );
}

/** The saved hotels of a logged-in user, each with today's total for its stay. */
function SavedHotels() {
  const t = useT();
  const price = usePriceFormatter();
  const s = useUnit({ list: $hotelFavorites, state: $hotelListState, busy: $hotelsBusy, failed: $hotelRemoveFailed });
  const on = useUnit({ retry: hotelListOpened, remove: hotelRemoved });
  if (s.state === 'failed') {
    return (
      <State testId="favorites-error" title={t('favorites.hotels.error.title')} lead={t('favorites.avia.error.lead')} alert>
        <Button variant="primary" onClick={() => on.retry()}>
          {t('favorites.avia.retry')}
        </Button>
      </State>
    );
  }
  if (s.state === 'loading' || !price) return <Loading text="favorites.hotels.loading" />;
  if (s.list.length === 0) return <Empty />;
  return (
    <ul className={styles.list} data-testid="favorite-hotels">
      {s.list.map((item) => (
        <HotelFavoriteItem
          key={item.id}
          item={item}
          price={price}
          busy={s.busy.includes(item.id)}
          failed={s.failed === item.id}
          onRemove={() => on.remove(item.id)}
        />
      ))}
    </ul>
  );
}

/** Saved hotels (spec §2.4 `/favorites/hotels…`): each stay's total when saved, today's and the change. */
export default function FavoriteHotelsPage() {
  return (
    <PrivateListPage
      title="favorites.hotels.title"
      lead="favorites.hotels.lead"
      loading="favorites.hotels.loading"
      gateTitle="favorites.hotels.gate.title"
      gateLead="favorites.hotels.gate.lead"
      opened={hotelListOpened}
    >
      <SavedHotels />
    </PrivateListPage>
  );
}
