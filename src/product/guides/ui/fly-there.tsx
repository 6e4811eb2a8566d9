import type { DestinationsIndex } from '../../../contracts/explore';
import type { FlyThere } from '../../../contracts/guides';
import { usePriceFormatter } from '../../../platform/currency';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import styles from './guides.module.css';

export interface FlyThereProps {
  iata: string;
  origin: string | null;
  index: DestinationsIndex | null;
  engine: FlyThere | null;
}

/** The cheapest price to the city from the visitor's: the price index's where it has one, the fare engine's otherwise, each with its basis. */
export function FlyTherePrice({ iata, origin, index, engine }: FlyThereProps) {
  const t = useT();
  const price = usePriceFormatter();
  const formats = useLocaleFormats();
  if (!origin || origin === iata) return null;
  const city = index?.origin.name ?? origin;
  const fare = index?.fares.find((entry) => entry.destination.code === iata);
  const estimate = engine?.prices.find((entry) => entry.iata === iata)?.price ?? null;
  if (!price || (!fare && estimate === null)) return <p className={styles.secondary}>{t('guides.noPrice', { city })}</p>;
  return (
    <p>
      <span className={styles.price}>{t('guides.priceFrom', { price: price(fare ? fare.price : (estimate ?? 0)) })}</span>{' '}
      <span className={styles.secondary}>
        {fare
          ? fare.fresh
            ? t('guides.priceIndex', { city, hours: fare.age_hours, searches: fare.searches })
            : t('guides.priceOlder', { city, days: Math.floor(fare.age_hours / 24) })
          : t('guides.priceEngine', { city, date: formatDate(engine?.depart_date ?? '', formats) })}
      </span>
    </p>
  );
}
