import { useState, type ReactNode } from 'react';
import { formatNumber, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import type { Facet } from '../model/facets';
import styles from './filters.module.css';

interface GroupProps {
  title: string;
  /** Shows the group's reset when given. */
  onReset?: () => void;
  testId: string;
  children: ReactNode;
}

/** A group of the panel: its name, its reset while it filters, its controls. */
export function FilterGroup({ title, onReset, testId, children }: GroupProps) {
  const t = useT();
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend className={styles.legend}>
        <span className={styles.legendText}>{title}</span>
        {onReset && (
          <button type="button" className={styles.reset} onClick={onReset}>
            {t('results.filters.resetGroup')}
          </button>
        )}
      </legend>
      {children}
    </fieldset>
  );
}

interface ListProps<Value> {
  facets: readonly Facet<Value>[];
  selected: readonly Value[];
  name: string;
  label(value: Value): string;
  price(roubles: number): string;
  /** The price column's text; the price alone unless given. */
  priceText?(price: string): string;
  onToggle(value: Value): void;
  /** More values than this are folded behind "show all". */
  fold?: number;
}

/**
 * Checkboxes of one group's values, each with how many tickets it would show and the cheapest of
 * them; a value that would show none is disabled unless it is checked (so it can be unchecked).
 */
export function FilterList<Value extends string | number | boolean>({ facets, selected, name, label, price, priceText, onToggle, fold = 8 }: ListProps<Value>) {
  const t = useT();
  const formats = useLocaleFormats();
  const [unfolded, setUnfolded] = useState(false);
  const folds = facets.length > fold + 2;
  const shown = folds && !unfolded ? facets.filter((facet, index) => index < fold || selected.includes(facet.value)) : facets;
  return (
    <>
      <ul className={styles.options}>
        {shown.map((facet) => {
          const checked = selected.includes(facet.value);
          const empty = facet.count === 0;
          return (
            <li key={String(facet.value)}>
              <label className={`${styles.option} ${empty ? styles.empty : ''}`}>
                <input
                  type="checkbox"
                  name={name}
                  value={String(facet.value)}
                  checked={checked}
                  disabled={empty && !checked}
                  onChange={() => onToggle(facet.value)}
                />
                <span className={styles.name}>
                  {label(facet.value)} <span className={styles.count}>{formatNumber(facet.count, formats)}</span>
                </span>
                <span className={styles.meta}>{empty ? null : (priceText ?? String)(price(facet.minPrice))}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {folds && (
        <button type="button" className={styles.fold} aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)}>
          {unfolded ? t('results.filters.showFewer') : t('results.filters.showAll', { count: formatNumber(facets.length, formats) })}
        </button>
      )}
    </>
  );
}
