import { useUnit } from 'effector-react';
import { useDeferredValue } from 'react';
import { useTranslator } from '../../../platform/i18n';
import { Button } from '../../../ui';
import { filtersReset } from '../model/filters';
import { hotelHighlighted } from '../model/map';
import { $failure, $results, $searchId, $stay, $status, $view, retried, viewChanged } from '../model/search';
import { stayQuery } from '../model/search-url';
import { usePrice } from './format';
import { HotelCard } from './hotel-card';
import styles from './results.module.css';

function ProgressBar() {
  const { t } = useTranslator();
  const [results, status] = useUnit([$results, $status]);
  const progress = results?.progress ?? 0;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('hotels.results.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-testid="hotels-progress"
      data-finished={status === 'done' || status === 'error' || undefined}
    >
      {/* An SVG attribute, not a style attribute: the CSP allows none. */}
      <svg className={styles.bar} aria-hidden="true" focusable="false">
        <rect width={`${Math.max(4, progress * 100)}%`} height="100%" />
      </svg>
    </div>
  );
}

function Status() {
  const { t } = useTranslator();
  const [results, status] = useUnit([$results, $status]);
  const text =
    status === 'done' && results
      ? t('hotels.results.done', { count: results.total })
      : results
        ? t('hotels.results.searching', { done: results.next, total: results.sites_total, count: results.total })
        : t('hotels.results.starting');
  return (
    <p className={styles.status} aria-live="polite" data-testid="hotels-status">
      {status === 'error' ? null : text}
    </p>
  );
}

function Failure() {
  const { t } = useTranslator();
  const [failure, results, retry] = useUnit([$failure, $results, retried]);
  if (!failure) return null;
  if (failure.kind === 'invalid') {
    return (
      <div className={styles.state} role="alert">
        <h2>{t('hotels.error.invalidTitle')}</h2>
        <p>{t('hotels.error.invalid')}</p>
      </div>
    );
  }
  return (
    <div className={styles.state} role="alert">
      <h2>{results ? t('hotels.error.partialTitle') : t('hotels.error.title')}</h2>
      <p>{t('hotels.error.text')}</p>
      <Button variant="primary" onClick={retry}>
        {t('hotels.error.retry')}
      </Button>
    </div>
  );
}

/** The id of a hotel's place in the list: a marker chosen on the map brings its card into view. */
export const listedHotelId = (hotelId: string) => `listed-${hotelId}`;

/**
 * The list as the sites answer: progress, its state, and the cards. Pointing at a card or focusing
 * it lights its marker on the map; where the map replaces the list (phones), the cards are hidden.
 */
export function ResultsList({ mapShown = false }: { mapShown?: boolean }) {
  const { t } = useTranslator();
  const [answer, stay, searchId, status, view, change, highlight] = useUnit([$results, $stay, $searchId, $status, $view, viewChanged, hotelHighlighted]);
  // Each site's answer, and the currency's rates arriving, render as a transition, in slices the
  // browser can interrupt: the list rendering again is never one long task.
  const results = useDeferredValue(answer);
  const price = useDeferredValue(usePrice());
  if (!stay) return null;
  const query = { ...stayQuery(stay), ...(searchId && { search_id: searchId }) };
  const empty = results && results.hotels.length === 0 && status === 'done';
  return (
    <section className={styles.results} aria-label={t('hotels.results.label')} aria-busy={status === 'searching'}>
      <ProgressBar />
      <Status />
      <Failure />
      {!results && status === 'searching' && (
        <div aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.skeleton} />
          ))}
        </div>
      )}
      {empty && (
        <div className={styles.state} role="status">
          <h2>{results.found > 0 ? t('hotels.empty.filteredTitle') : t('hotels.empty.title')}</h2>
          <p>{results.found > 0 ? t('hotels.empty.filtered') : t('hotels.empty.text')}</p>
          {results.found > 0 && (
            <Button variant="primary" onClick={() => change(filtersReset(view))}>
              {t('hotels.filters.resetAll')}
            </Button>
          )}
        </div>
      )}
      {results && results.hotels.length > 0 && (
        <ol className={styles.list} data-testid="hotel-list" data-map-shown={mapShown || undefined}>
          {results.hotels.map((hotel) => (
            <li
              key={hotel.id}
              id={listedHotelId(hotel.id)}
              onMouseEnter={() => highlight(hotel.id)}
              onMouseLeave={() => highlight(null)}
              onFocus={() => highlight(hotel.id)}
              onBlur={() => highlight(null)}
            >
              <HotelCard hotel={hotel} basis={results.price_basis} nights={results.stay.nights} query={query} price={price} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
