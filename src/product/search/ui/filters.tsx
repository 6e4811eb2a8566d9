import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useT } from '../../../platform/i18n';
import type { Dictionary } from '../model/dictionary';
import { $facets, $filters, airlineToggled, filtersReset, stopToggled } from '../model/view';
import styles from './filters.module.css';

interface FiltersProps {
  open: boolean;
  price(roubles: number): string;
  names: Dictionary;
}

/** Each value shows how many tickets have it and the cheapest of them; reset per group and overall. */
export function Filters({ open, price, names }: FiltersProps) {
  const t = useT();
  const id = useId();
  const [facets, filters] = useUnit([$facets, $filters]);
  const on = useUnit({ stop: stopToggled, airline: airlineToggled, reset: filtersReset });
  const active = filters.stops.length + filters.airlines.length > 0;

  return (
    <aside id="filters" className={`${styles.panel} ${open ? styles.open : ''}`} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 className={styles.title} id={`${id}-title`}>
          {t('results.filters')}
        </h2>
        {active && (
          <button type="button" className={styles.reset} onClick={() => on.reset()}>
            {t('results.filters.reset')}
          </button>
        )}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          {t('results.filters.stops')}
          {filters.stops.length > 0 && (
            <button type="button" className={styles.reset} onClick={() => on.reset('stops')}>
              {t('results.filters.resetGroup')}
            </button>
          )}
        </legend>
        {facets.stops.map((facet) => (
          <label key={facet.value} className={styles.option}>
            <input type="checkbox" name="stops" value={facet.value} checked={filters.stops.includes(facet.value)} onChange={() => on.stop(facet.value)} />
            <span>{facet.value >= 2 ? t('results.stopsAtLeast', { count: 2 }) : t('results.stops', { count: facet.value })}</span>
            <span className={styles.meta}>{t('results.from', { price: price(facet.minPrice) })}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          {t('results.filters.airlines')}
          {filters.airlines.length > 0 && (
            <button type="button" className={styles.reset} onClick={() => on.reset('airlines')}>
              {t('results.filters.resetGroup')}
            </button>
          )}
        </legend>
        {facets.airlines.map((facet) => (
          <label key={facet.value} className={styles.option}>
            <input type="checkbox" name="airlines" value={facet.value} checked={filters.airlines.includes(facet.value)} onChange={() => on.airline(facet.value)} />
            <span>
              {names.airline(facet.value)} <span className={styles.meta}>({facet.count})</span>
            </span>
            <span className={styles.meta}>{price(facet.minPrice)}</span>
          </label>
        ))}
      </fieldset>
    </aside>
  );
}
