import type { IndexedFare } from '../../../contracts/explore';
import { usePriceFormatter } from '../../../platform/currency';
import { useT } from '../../../platform/i18n';
import { fareBasis } from './fare-age';
import styles from './route-prices.module.css';

/** An index fare with its basis: the price, how old it is and how many searches it rests on; or that there is none yet. */
export function FareCell({ fare }: { fare: IndexedFare | null }) {
  const t = useT();
  const price = usePriceFormatter();
  if (!fare || !price) return <span className={styles.secondary}>{t('seo.routes.noFare')}</span>;
  return (
    <>
      <span className={styles.fare}>{t('seo.route.from', { price: price(fare.price) })}</span>{' '}
      <span className={fare.fresh ? styles.secondary : styles.older}>{fareBasis(fare, t)}</span>
    </>
  );
}
