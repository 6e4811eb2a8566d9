import { useUnit } from 'effector-react';
import { isAvailable } from '../../../platform/brand';
import { useT } from '../../../platform/i18n';
import { $brand, $language, $market } from '../../../platform/market';
import { Link, linkTo } from '../../../platform/router';
import { Button } from '../../../ui';
import { guidesRoute } from '../../guides';
import { $addressSaveFailed, $placeFavorites, $placeListState, $placeRemoveFailed, $placesBusy, placeListOpened, placeRemoved } from '../model/place-list';
import { $pendingPlace } from '../model/place-save';
import styles from '../ui/favorites.module.css';
import { PlaceFavoriteItem } from '../ui/place-favorite-item';
import { Loading, PrivateListPage, State } from '../ui/private-list-page';

/** The empty list: where the guides are offered, the way to them; elsewhere, that they are not. */
function Empty() {
  const t = useT();
  const [brand, market, language] = useUnit([$brand, $market, $language]);
  const offered = isAvailable('guides', { brand, market, language });
  return (
    <State
      testId="favorites-empty"
      title={t('favorites.places.empty.title')}
      lead={t(offered ? 'favorites.places.empty.lead' : 'favorites.places.empty.unavailable')}
    >
      {offered && (
        <Link className={styles.link} href={linkTo(guidesRoute)}>
          {t('favorites.places.empty.action')}
        </Link>
      )}
    </State>
  );
}

/** The saved places of a logged-in user. */
function SavedPlaces() {
  const t = useT();
  const s = useUnit({ list: $placeFavorites, state: $placeListState, busy: $placesBusy, failed: $placeRemoveFailed, saveFailed: $addressSaveFailed });
  const on = useUnit({ retry: placeListOpened, remove: placeRemoved });
  if (s.state === 'failed') {
    return (
      <State testId="favorites-error" title={t('favorites.places.error.title')} lead={t('favorites.avia.error.lead')} alert>
        <Button variant="primary" onClick={() => on.retry()}>
          {t('favorites.avia.retry')}
        </Button>
      </State>
    );
  }
  if (s.state === 'loading') return <Loading text="favorites.places.loading" />;
  return (
    <>
      {s.saveFailed && (
        <p className={styles.alert} role="alert">
          {t('favorites.places.saveFailed')}
        </p>
      )}
      {s.list.length === 0 ? (
        <Empty />
      ) : (
        <ul className={styles.list} data-testid="favorite-places">
          {s.list.map((item) => (
            <PlaceFavoriteItem key={item.id} item={item} busy={s.busy.includes(item.id)} failed={s.failed === item.id} onRemove={() => on.remove(item.id)} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Saved places (spec §2.4 `/favorites/places…`): places of the city guides, each linking back to it. */
export default function FavoritePlacesPage() {
  const pending = useUnit($pendingPlace);
  return (
    <PrivateListPage
      title="favorites.places.title"
      lead="favorites.places.lead"
      loading="favorites.places.loading"
      gateTitle="favorites.places.gate.title"
      gateLead={pending ? 'favorites.places.gate.pending' : 'favorites.places.gate.lead'}
      opened={placeListOpened}
    >
      <SavedPlaces />
    </PrivateListPage>
  );
}
