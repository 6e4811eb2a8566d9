import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useT } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { $sessionState } from '../../../platform/session';
import { Button, HeartIcon } from '../../../ui';
import { $hotelSave, $savedHotels, hotelSaveRequested, hotelSaveShown, saveKey, type HotelToSave } from '../model/hotel-save';
import { favoriteHotelsRoute } from '../routes';
import styles from './save-hotel.module.css';

interface SaveHotelProps {
  stay: HotelToSave;
  /** The hotel's name, for the button's accessible name. */
  hotel: string;
  /** A heart alone (the list's cards); with its words on the hotel page. */
  compact?: boolean;
}

/** "Save" (a heart) of a hotel with its stay; an anonymous visitor logs in first and the hotel is saved then. */
export default function SaveHotel({ stay, hotel, compact = false }: SaveHotelProps) {
  const t = useT();
  const [save, saved, request, shown, session] = useUnit([$hotelSave, $savedHotels, hotelSaveRequested, hotelSaveShown, $sessionState]);
  useEffect(() => shown(), [shown]);
  const key = saveKey(stay);
  const state = saved.has(key) ? 'saved' : save?.key === key ? save.state : null;
  if (state === 'saved') {
    return (
      <Link
        className={`${styles.save} ${styles.saved} ${compact ? styles.compact : ''}`}
        href={linkTo(favoriteHotelsRoute)}
        aria-label={compact ? t('favorites.hotelSave.savedLabel', { hotel }) : undefined}
        data-testid="hotel-saved"
      >
        <HeartIcon className={styles.filled} />
        {!compact && <span>{t('favorites.hotelSave.saved')}</span>}
      </Link>
    );
  }
  const label = state === 'saving' ? 'favorites.hotelSave.saving' : state === 'login' ? 'favorites.hotelSave.login' : 'favorites.hotelSave.action';
  return (
    <span className={styles.wrap}>
      <Button
        className={`${styles.save} ${compact ? styles.compact : ''}`}
        iconOnly={compact}
        onClick={() => request(stay)}
        disabled={state === 'saving'}
        // Anonymous: the login dialog opens first.
        aria-haspopup={session === 'authorized' ? undefined : 'dialog'}
        aria-label={compact ? t('favorites.hotelSave.actionLabel', { hotel }) : undefined}
        data-testid="hotel-save"
      >
        <HeartIcon />
        {!compact && <span>{t(label)}</span>}
      </Button>
      {state === 'failed' && (
        <span className={styles.failed} role="alert">
          {t('favorites.hotelSave.failed')}
        </span>
      )}
    </span>
  );
}
