import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { isAvailable } from '../../../platform/brand';
import { useT } from '../../../platform/i18n';
import { $brand, $language, $market } from '../../../platform/market';
import { Link, linkTo } from '../../../platform/router';
import { $sessionState, loginRequested } from '../../../platform/session';
import { Button, cardStyles, ContentPage } from '../../../ui';
import { guidesRoute } from '../../guides';
import { $addressSaveFailed, $placeFavorites, $placeListState, $placeRemoveFailed, $placesBusy, placeListOpened, placeRemoved } from '../model/place-list';
import { $pendingPlace } from '../model/place-save';
import { favoritesRoute } from '../routes';
import styles from '../ui/favorites.module.css';
import { PlaceFavoriteItem } from '../ui/place-favorite-item';

function Loading() {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="favorites-loading">
      <p className={styles.muted}>{t('favorites.places.loading')}</p>
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
  if (s.state === 'loading') return <Loading />;
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
  const t = useT();
  const [state, pending, login, opened] = useUnit([$sessionState, $pendingPlace, loginRequested, placeListOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <ContentPage
      section="favorites"
      title={t('favorites.places.title')}
      lead={t('favorites.places.lead')}
      trail={[{ label: t('favorites.title'), href: linkTo(favoritesRoute) }]}
    >
      {state === 'unknown' ? (
        <Loading />
      ) : state === 'anonymous' ? (
        <State
          testId="favorites-gate"
          title={t('favorites.places.gate.title')}
          lead={t(pending ? 'favorites.places.gate.pending' : 'favorites.places.gate.lead')}
        >
          <Button variant="cta" aria-haspopup="dialog" onClick={() => login()} data-testid="favorites-login">
            {t('favorites.avia.gate.action')}
          </Button>
        </State>
      ) : (
        <SavedPlaces />
      )}
    </ContentPage>
  );
}
