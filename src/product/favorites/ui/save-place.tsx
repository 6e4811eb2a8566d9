import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useT } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { $sessionState } from '../../../platform/session';
import { Button, HeartIcon } from '../../../ui';
import { $placeSave, $savedPlaces, placeKey, placeSaveRequested, placeSaveShown, type PlaceToSave } from '../model/place-save';
import { favoritePlacesRoute } from '../routes';
import styles from './save-hotel.module.css';

interface SavePlaceProps {
  place: PlaceToSave;
  /** The place's name, for the control's accessible name. */
  name: string;
}

/**
 * "Save" of a city guide's place. The server's page (a content page, no app yet: the visitor is
 * not known there) has a link to the saved places page that names the place, which saves it there
 * (after a login if need be); once the app renders the guide, it is a button that saves in place.
 */
export default function SavePlace({ place, name }: SavePlaceProps) {
  const t = useT();
  const [save, saved, request, shown, session] = useUnit([$placeSave, $savedPlaces, placeSaveRequested, placeSaveShown, $sessionState]);
  useEffect(() => shown(), [shown]);
  const key = placeKey(place);
  if (session === 'unknown') {
    return (
      <Link
        className={`${styles.save} ${styles.saved}`}
        href={linkTo(favoritePlacesRoute, {}, { save: place.place_id, city: place.iata })}
        aria-label={t('favorites.placeSave.actionLabel', { place: name })}
        data-testid="place-save"
      >
        <HeartIcon />
        <span>{t('favorites.placeSave.action')}</span>
      </Link>
    );
  }
  const state = saved.has(key) ? 'saved' : save?.key === key ? save.state : null;
  if (state === 'saved') {
    return (
      <Link
        className={`${styles.save} ${styles.saved}`}
        href={linkTo(favoritePlacesRoute)}
        aria-label={t('favorites.placeSave.savedLabel', { place: name })}
        data-testid="place-saved"
      >
        <HeartIcon className={styles.filled} />
        <span>{t('favorites.placeSave.saved')}</span>
      </Link>
    );
  }
  const label = state === 'saving' ? 'favorites.placeSave.saving' : state === 'login' ? 'favorites.placeSave.login' : 'favorites.placeSave.action';
  return (
    <span className={styles.wrap}>
      <Button
        className={styles.save}
        onClick={() => request(place)}
        disabled={state === 'saving'}
        // Anonymous: the login dialog opens first.
        aria-haspopup={session === 'authorized' ? undefined : 'dialog'}
        aria-label={t('favorites.placeSave.actionLabel', { place: name })}
        data-testid="place-save"
      >
        <HeartIcon />
        <span>{t(label)}</span>
      </Button>
      {state === 'failed' && (
        <span className={styles.failed} role="alert">
          {t('favorites.placeSave.failed')}
        </span>
      )}
    </span>
  );
}
