import type { ReactNode } from 'react';
import { useT } from '../../../platform/i18n';
import { cardStyles } from '../../../ui';
import styles from './route-prices.module.css';

/** An entry's content once its answer came: a placeholder while it loads, a note when it failed. */
export function EntryState<Data>({ data, failed, children }: { data: Data | null; failed: boolean; children: (data: Data) => ReactNode }) {
  const t = useT();
  if (data) return <>{children(data)}</>;
  if (failed) return <p role="alert">{t('seo.from.failed')}</p>;
  return <div className={`${cardStyles.skeleton} ${styles.placeholder}`} aria-hidden="true" />;
}
