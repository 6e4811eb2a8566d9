import { useUnit } from 'effector-react';
import { hotelSortKeys } from '../../../contracts/plain/hotel-offers';
import { useTranslator } from '../../../platform/i18n';
import { $view, viewChanged } from '../model/search';
import { sortText } from './labels';
import styles from './results.module.css';

/** The list's order; whatever the order, a hotel's best offer is its cheapest total and no place is paid for. */
export function SortControl() {
  const { t } = useTranslator();
  const [view, change] = useUnit([$view, viewChanged]);
  return (
    <div className={styles.sortRow}>
      <fieldset className={styles.sort}>
        <legend className={styles.sortLegend}>{t('hotels.sort.label')}</legend>
        {hotelSortKeys.map((key) => (
          <label key={key} className={styles.sortOption}>
            <input type="radio" name="hotel-sort" value={key} checked={view.sort === key} onChange={() => change({ ...view, sort: key })} />
            <span>{t(sortText[key])}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.rule} data-testid="best-offer-rule">
        {t('hotels.bestOfferRule')}
      </p>
    </div>
  );
}
