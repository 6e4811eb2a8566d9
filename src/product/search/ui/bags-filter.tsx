import { formatNumber, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import type { Facet } from '../model/facets';
import styles from './filters.module.css';

interface BagsFilterProps {
  facets: readonly Facet<number>[];
  chosen: number;
  price(roubles: number): string;
  onChoose(bags: number): void;
}

/**
 * The checked bags every price is for, one of none, one or two per passenger: each with how many
 * tickets are sold with them and the cheapest total, the bags bought from the agency included.
 * Radios in the group's fieldset: one choice, arrow keys move it.
 */
export function BagsFilter({ facets, chosen, price, onChoose }: BagsFilterProps) {
  const t = useT();
  const formats = useLocaleFormats();
  return (
    <>
      <ul className={styles.options}>
        {facets.map((facet) => {
          const checked = facet.value === chosen;
          const empty = facet.count === 0;
          return (
            <li key={facet.value}>
              <label className={`${styles.option} ${empty ? styles.empty : ''}`}>
                <input type="radio" name="bags" value={facet.value} checked={checked} disabled={empty && !checked} onChange={() => onChoose(facet.value)} />
                <span className={styles.name}>
                  {t('ticket.details.bagsOption', { count: facet.value })} <span className={styles.count}>{formatNumber(facet.count, formats)}</span>
                </span>
                <span className={styles.meta}>{empty ? null : t('results.from', { price: price(facet.minPrice) })}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>{t('results.filters.bagsNote')}</p>
    </>
  );
}
