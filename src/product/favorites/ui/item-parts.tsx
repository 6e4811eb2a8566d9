import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../../platform/i18n';
import { Button } from '../../../ui';
import styles from './favorites.module.css';

/** The change of a saved price since it was saved, as a row of the item's price list; none when unknown. */
export function PriceChange({
  change,
  price,
  label,
  testId,
}: {
  change: number | null;
  price: (roubles: number) => string;
  label: MessageKey;
  testId: string;
}) {
  const t = useT();
  if (change === null) return null;
  return (
    <div>
      <dt>{t(label)}</dt>
      <dd className={change < 0 ? styles.cheaper : change > 0 ? styles.dearer : undefined} data-testid={testId}>
        {change < 0
          ? t('favorites.avia.cheaper', { amount: price(-change) })
          : change > 0
            ? t('favorites.avia.dearer', { amount: price(change) })
            : t('favorites.avia.same')}
      </dd>
    </div>
  );
}

interface RemoveControlsProps {
  /** The button's accessible name, naming the item. */
  label: string;
  testId: string;
  busy: boolean;
  failed: boolean;
  failedText: MessageKey;
  onRemove: () => void;
  /** Controls of the item placed before the button. */
  children?: ReactNode;
}

/** An item's controls: remove, and beside it that the last change failed. */
export function RemoveControls({ label, testId, busy, failed, failedText, onRemove, children }: RemoveControlsProps) {
  const t = useT();
  return (
    <div className={styles.controls}>
      {children}
      <Button onClick={onRemove} disabled={busy} aria-label={label} data-testid={testId}>
        {t('favorites.avia.remove')}
      </Button>
      {failed && (
        <p className={styles.alert} role="alert">
          {t(failedText)}
        </p>
      )}
    </div>
  );
}
