import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { sortOrders } from '../model/ticket-list';
import { $sort, sortChanged } from '../model/view';
import { sortOrderKeys } from './labels';
import styles from './sort-orders.module.css';

/** The orders of the results as one choice; the chosen one is kept in the address (filter-url.ts). */
export function SortOrders() {
  const t = useT();
  const [sort, change] = useUnit([$sort, sortChanged]);
  return (
    <div className={styles.sorts} role="radiogroup" aria-label={t('results.sort')}>
      {sortOrders.map((order) => (
        <button
          key={order}
          type="button"
          role="radio"
          aria-checked={sort === order}
          className={styles.sort}
          data-testid={`sort-${order}`}
          onClick={() => change(order)}
        >
          {t(sortOrderKeys[order])}
        </button>
      ))}
    </div>
  );
}
