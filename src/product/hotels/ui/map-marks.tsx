import { formatDistance } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import styles from './map.module.css';

/** The city centre on a hotels' map. */
export function CentreMark() {
  const { t } = useTranslator();
  return <span className={styles.centre} role="img" aria-label={t('hotels.map.centre')} />;
}

/** A distance ring's label, on its northern edge; the cards say each hotel's distance in words. */
export function RingMark({ km }: { km: number }) {
  const { language } = useTranslator();
  return (
    <span className={styles.ring} aria-hidden="true">
      {formatDistance(km * 1000, language)}
    </span>
  );
}
