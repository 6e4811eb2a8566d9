import { useId } from 'react';
import type { PlaceFavorite } from '../../../contracts/favorites';
import { useTranslator, type MessageKey } from '../../../platform/i18n';
import { Link, linkTo, type AppHref } from '../../../platform/router';
import { guidesRoute } from '../../guides';
import styles from './favorites.module.css';
import { RemoveControls } from './item-parts';

const categoryTexts: Record<NonNullable<PlaceFavorite['place']>['category'], MessageKey> = {
  sight: 'favorites.places.category.sight',
  museum: 'favorites.places.category.museum',
  nature: 'favorites.places.category.nature',
  market: 'favorites.places.category.market',
  viewpoint: 'favorites.places.category.viewpoint',
  quarter: 'favorites.places.category.quarter',
};

interface ItemProps {
  item: PlaceFavorite;
  busy: boolean;
  failed: boolean;
  onRemove: () => void;
}

/** One saved place: its name, city and category, a link back to it in the city's guide, remove. */
export function PlaceFavoriteItem({ item, busy, failed, onRemove }: ItemProps) {
  const { t } = useTranslator();
  const id = useId();
  const name = item.place?.name ?? item.place_id;
  return (
    <li className={styles.item} data-testid="favorite-place" data-place={`${item.iata}/${item.place_id}`} aria-labelledby={`${id}-name`}>
      <div className={styles.trip} lang={item.place?.language}>
        <h2 id={`${id}-name`}>{name}</h2>
        {item.place ? (
          <>
            <p className={styles.muted}>{t('favorites.places.where', { city: item.place.city, category: t(categoryTexts[item.place.category]) })}</p>
            <p>{item.place.short}</p>
          </>
        ) : (
          <p className={styles.muted}>{t('favorites.places.unknownPlace')}</p>
        )}
        {item.place && (
          <Link
            className={styles.link}
            href={`${linkTo(guidesRoute, {}, { city: item.iata })}#place-${item.place_id}` as AppHref}
            data-testid="favorite-place-open"
          >
            {t('favorites.places.open')}
          </Link>
        )}
      </div>
      <RemoveControls
        label={t('favorites.places.removeLabel', { place: name })}
        testId="favorite-place-remove"
        busy={busy}
        failed={failed}
        failedText="favorites.places.removeFailed"
        onRemove={onRemove}
      />
    </li>
  );
}
