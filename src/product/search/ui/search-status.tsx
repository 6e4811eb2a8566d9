import { useUnit } from 'effector-react';
import { useTranslator } from '../../../platform/i18n';
import { $agencies, $failure, $progress, $status } from '../model/results';
import { $passing } from '../model/view';
import styles from './results.module.css';

/**
 * Where the search stands: how many agencies answered, then how many tickets were found under the
 * filters (the cards shown, and those the "show more" and "show new" controls bring), never the
 * tickets the filters hide. Nothing beside a failure, which says why itself.
 */
export function SearchStatus() {
  const { t } = useTranslator();
  const s = useUnit({ status: $status, failure: $failure, agencies: $agencies, passing: $passing });
  return (
    <p className={styles.status} aria-live="polite" data-testid="search-status">
      {s.failure
        ? null
        : s.status === 'done'
          ? t('results.done', { count: s.passing })
          : s.agencies.total > 0
            ? t('results.searching', { done: s.agencies.done, total: s.agencies.total })
            : t('common.loading')}
    </p>
  );
}

/** How far the search has got, as a bar; kept, hidden, once it ends. */
export function ProgressBar() {
  const { t } = useTranslator();
  const s = useUnit({ status: $status, progress: $progress });
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('results.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(s.progress * 100)}
      data-testid="search-progress"
      // Hidden, not removed: the space it keeps stops the results from moving up when the search ends.
      data-finished={s.status === 'done' || s.status === 'error' || undefined}
    >
      {/* Its width is an SVG attribute, not a style attribute: the CSP allows none (SECURITY.md). */}
      <svg className={styles.bar} aria-hidden="true" focusable="false">
        <rect width={`${Math.max(4, s.progress * 100)}%`} height="100%" />
      </svg>
    </div>
  );
}
