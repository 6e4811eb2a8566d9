import { useUnit } from 'effector-react';
import type { IndexedFare, IndexPlace } from '../../../contracts/explore';
import { usePriceFormatter } from '../../../platform/currency';
import { $marketPrefix, withMarketPrefix } from '../../../platform/router';
import { fareSearchHref, useFareTexts } from './fare-texts';
import styles from './map-page.module.css';

/** The map's destinations as a list, cheapest first: the map's twin for screen readers and small screens. */
export function MapList({ origin, fares, citizenship }: { origin: IndexPlace; fares: readonly IndexedFare[]; citizenship: string }) {
  const price = usePriceFormatter();
  const texts = useFareTexts();
  const prefix = useUnit($marketPrefix);
  return (
    <ol className={styles.list} data-testid="map-list">
      {fares.map((fare) => {
        const trip = texts.trip(fare, citizenship);
        return (
          <li key={fare.destination.code}>
            <a className={styles.row} href={withMarketPrefix(fareSearchHref(origin.code, fare), prefix)}>
              <span className={styles.place}>
                <span className={styles.name}>{fare.destination.name}</span>
                <span className={styles.secondary}>
                  {fare.destination.country_name} · {texts.dates(fare)}
                  {trip && ` · ${trip}`}
                </span>
                <span className={fare.fresh ? styles.secondary : styles.older}>{texts.basis(fare)}</span>
              </span>
              <span className={styles.price} data-price={fare.price}>
                {price?.(fare.price)}
              </span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
