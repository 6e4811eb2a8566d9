import { useUnit } from 'effector-react';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import { useT } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { Button } from '../../../ui';
import { $watch, watchKey, watchRequested } from '../model/watch';
import { favoriteFlightsRoute } from '../routes';
import styles from './favorites.module.css';

/** "Watch the price" of the results page: subscribes the search with its cheapest ticket (spec §5). */
export default function WatchPrice({ query, ticket }: { query: SearchQuery; ticket: Ticket }) {
  const t = useT();
  const [watch, request] = useUnit([$watch, watchRequested]);
  const state = watch?.key === watchKey(query) ? watch.state : null;
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
      {state === 'failed' && (
        <span className={styles.alert} role="alert">
          {t('favorites.watch.failed')}
        </span>
      )}
    </div>
  );
}
