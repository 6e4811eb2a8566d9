import type { SavedSearch } from '../../../contracts/user';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { usePriceFormatter } from '../../../platform/currency';
import styles from './account.module.css';

const cheapest = (search: SavedSearch) => Math.min(...search.ticket.offers.map((offer) => offer.price));

/** Searches made, newest first: the route, the dates and the cheapest price found then. */
export function SavedSearches({ searches }: { searches: SavedSearch[] }) {
  const t = useT();
  const formats = useLocaleFormats();
  const price = usePriceFormatter();
  if (searches.length === 0) return <p className={styles.muted}>{t('account.searches.empty')}</p>;
  return (
    <ul className={styles.list} data-testid="saved-searches">
      {searches.map((search) => {
        const { origin, destination, departDate, returnDate } = search.search_params;
        const dates = returnDate ? `${formatDate(departDate, formats)} – ${formatDate(returnDate, formats)}` : formatDate(departDate, formats);
        return (
          <li key={search.id} className={styles.item} data-testid="saved-search">
            <span>
              <strong>{t('account.searches.route', { origin, destination })}</strong> <span className={styles.muted}>{dates}</span>
            </span>
            {price && <span className={styles.price}>{t('account.searches.price', { price: price(cheapest(search)) })}</span>}
          </li>
        );
      })}
    </ul>
  );
}
