import { useUnit } from 'effector-react';
import { useDeferredValue, useId, useState } from 'react';
import { formatNumber, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { Button, Dialog, FilterIcon } from '../../../ui';
import type { Dictionary } from '../model/dictionary';
import { activeGroups } from '../model/filters';
import { $filters, $passing, filtersReset } from '../model/view';
import { FilterGroups } from './filter-groups';
import styles from './filters.module.css';

interface FiltersProps {
  /** Null until there are tickets to filter (and prices to show): the button is there from the start, so nothing moves. */
  price: ((roubles: number) => string) | null;
  names: Dictionary;
}

/**
 * The filters: a sidebar on wide screens; on narrower ones a button opening them in a sheet (the
 * shared dialog: focus stays inside, Escape closes, focus returns to the button).
 */
export function Filters({ price, names }: FiltersProps) {
  const t = useT();
  const id = useId();
  const formats = useLocaleFormats();
  const [open, setOpen] = useState(false);
  const [filters, passing] = useUnit([$filters, $passing]);
  const reset = useUnit(filtersReset);
  const active = activeGroups(filters).length;
  // The sidebar mounts in a deferred render, which yields to the browser: the first tickets' cards
  // are drawn first, and mounting every group with them made one long task.
  const sidebar = useDeferredValue(price !== null);
  const resetAll = active > 0 && (
    <button type="button" className={styles.reset} onClick={() => reset()} data-testid="filters-reset">
      {t('results.filters.reset')}
    </button>
  );

  return (
    <>
      <Button className={styles.toggle} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="filters-open">
        <FilterIcon />
        {t('results.filters.show')}
        {active > 0 && <span className={styles.badge}>{formatNumber(active, formats)}</span>}
      </Button>
      {price && sidebar && (
        <aside className={styles.panel} aria-labelledby={`${id}-title`} data-testid="filters">
          <div className={styles.header}>
            <h2 className={styles.title} id={`${id}-title`}>
              {t('results.filters')}
            </h2>
            {resetAll}
          </div>
          <FilterGroups price={price} names={names} />
        </aside>
      )}
      <Dialog open={open} title={t('results.filters')} closeLabel={t('results.filters.close')} onClose={() => setOpen(false)}>
        <div className={styles.sheet} data-testid="filters-sheet">
          {resetAll && <div className={styles.sheetReset}>{resetAll}</div>}
          {price && <FilterGroups price={price} names={names} />}
          <div className={styles.sheetFooter}>
            <Button variant="primary" className={styles.apply} onClick={() => setOpen(false)} data-testid="filters-apply">
              {t('results.filters.showTickets', { count: passing })}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
