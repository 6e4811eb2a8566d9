import { useUnit } from 'effector-react';
import { useTranslator } from '../../../platform/i18n';
import { $agencies, $failure, $status } from '../model/results';
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
