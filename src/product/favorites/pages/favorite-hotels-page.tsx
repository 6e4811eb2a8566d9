import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { isAvailable } from '../../../platform/brand';
import { usePriceFormatter } from '../../../platform/currency';
import { useT } from '../../../platform/i18n';
import { $brand, $language, $market } from '../../../platform/market';
import { Link, linkTo } from '../../../platform/router';
import { $sessionState, loginRequested } from '../../../platform/session';
import { Button, cardStyles, ContentPage } from '../../../ui';
import { hotelsSearchRoute } from '../../hotels';
import { $hotelFavorites, $hotelListState, $hotelRemoveFailed, $hotelsBusy, hotelListOpened, hotelRemoved } from '../model/hotel-list';
import { favoritesRoute } from '../routes';
import styles from '../ui/favorites.module.css';
import { HotelFavoriteItem } from '../ui/hotel-favorite-item';

function Loading() {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="favorites-loading">
      <p className={styles.muted}>{t('favorites.hotels.loading')}</p>
      <div className={cardStyles.skeleton} />
    </div>
  );
}

function State({ title, lead, children, testId, alert = false }: { title: string; lead: string; children?: ReactNode; testId: string; alert?: boolean }) {
  return (
    <section className={`${cardStyles.card} ${styles.state}`} data-testid={testId} role={alert ? 'alert' : undefined}>
      <h2>{title}</h2>
      <p>{lead}</p>
      {children}
    </section>
  );
}

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
  if (s.state === 'loading' || !price) return <Loading />;
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
  const t = useT();
  const [state, login, opened] = useUnit([$sessionState, loginRequested, hotelListOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <ContentPage
      section="favorites"
      title={t('favorites.hotels.title')}
      lead={t('favorites.hotels.lead')}
      trail={[{ label: t('favorites.title'), href: linkTo(favoritesRoute) }]}
    >
      {state === 'unknown' ? (
        <Loading />
      ) : state === 'anonymous' ? (
        <State testId="favorites-gate" title={t('favorites.hotels.gate.title')} lead={t('favorites.hotels.gate.lead')}>
          <Button variant="cta" aria-haspopup="dialog" onClick={() => login()} data-testid="favorites-login">
            {t('favorites.avia.gate.action')}
          </Button>
        </State>
      ) : (
        <SavedHotels />
      )}
    </ContentPage>
  );
}
