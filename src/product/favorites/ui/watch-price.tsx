import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import { useT } from '../../../platform/i18n';
import { $browserNotifications, canNotifyInBrowser } from '../../../platform/notifications';
import { Link, linkTo } from '../../../platform/router';
import { Button } from '../../../ui';
import { $watch, $watched, watchKey, watchRequested, watchShown } from '../model/watch';
import { favoriteFlightsRoute } from '../routes';
import styles from './favorites.module.css';

/** "Watch the price" of the results page: subscribes the search with its cheapest ticket (spec §5). */
export default function WatchPrice({ query, ticket }: { query: SearchQuery; ticket: Ticket }) {
  const t = useT();
  const [watch, watched, request, shown, browser] = useUnit([$watch, $watched, watchRequested, watchShown, $browserNotifications]);
  useEffect(() => shown(), [shown]);
  const key = watchKey(query);
  // What was asked on this page wins; otherwise a search watched before (another visit, a reload) shows as watched.
  const mine = watch?.key === key ? watch : watched.has(key) ? { state: 'saved' as const, channel: watched.get(key) } : null;
  const state = mine?.state ?? null;
  return (
    <div className={styles.watch} aria-live="polite">
      {state === 'saved' ? (
        <>
          <span data-testid="watch-price-saved">{t('favorites.watch.saved')}</span>
          <Link className={styles.link} href={linkTo(favoriteFlightsRoute)}>
            {t('favorites.watch.open')}
          </Link>
        </>
      ) : (
        <Button onClick={() => request({ query, ticket })} disabled={state === 'saving'} data-testid="watch-price">
          {t(state === 'saving' ? 'favorites.watch.saving' : state === 'login' ? 'favorites.watch.login' : 'favorites.watch.action')}
        </Button>
      )}
      {state === 'saved' && mine?.channel === 'web_push' && !canNotifyInBrowser(browser) && (
        <span className={styles.watchNote} data-testid="watch-price-no-browser">
          {t('favorites.watch.noBrowser')}
        </span>
      )}
      {state === 'failed' && (
        <span className={styles.alert} role="alert">
          {t('favorites.watch.failed')}
        </span>
      )}
    </div>
  );
}
