import { useState } from 'react';
import { useTranslator } from '../../../platform/i18n';
import { Button } from '../../../ui';
import styles from './hotel-page.module.css';

/** Copies the page's address (dates, guests and search included) for sharing; says when it did. */
export function ShareLink() {
  const { t } = useTranslator();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <span className={styles.share}>
      <Button variant="secondary" onClick={copy} data-testid="share-link">
        {t('hotels.hotel.share')}
      </Button>
      <span role="status" className={styles.muted}>
        {copied === true ? t('hotels.hotel.copied') : copied === false ? t('hotels.hotel.copyFailed') : ''}
      </span>
    </span>
  );
}
