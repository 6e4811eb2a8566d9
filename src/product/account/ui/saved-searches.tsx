import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { tripLegs } from '../../../contracts/plain/search';
import type { SavedSearch } from '../../../contracts/user-searches';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { usePriceFormatter } from '../../../platform/currency';
import { Link, linkTo } from '../../../platform/router';
import { buildSearchParams, routeText, searchRoute, tripStops } from '../../search';
import { $searchPlaceNames, searchNamesWanted } from '../model/saved-searches';
import styles from './account.module.css';

const cheapest = (search: SavedSearch) => Math.min(...search.ticket.offers.map((offer) => offer.price));

/**
 * Searches made, newest first: every leg's places by name (codes beside them), the dates and the
 * cheapest price found then; each opens the whole search again, every leg of a multi-city trip.
 */
export function SavedSearches({ searches }: { searches: SavedSearch[] }) {
  const t = useT();
  const formats = useLocaleFormats();
  const price = usePriceFormatter();
  const [names, namesWanted] = useUnit([$searchPlaceNames, searchNamesWanted]);
  useEffect(() => {
    namesWanted(searches);
  }, [searches, namesWanted]);
  if (searches.length === 0) return <p className={styles.muted}>{t('account.searches.empty')}</p>;
  const route = (runs: string[][], name: (code: string) => string) =>
    routeText(runs, name, (origin, destination) => t('account.searches.route', { origin, destination }));
  const nameOf = (code: string) => (Object.hasOwn(names, code) ? names[code]!.name : code);
  return (
    <ul className={styles.list} data-testid="saved-searches">
      {searches.map((search) => {
        const query = search.search_params;
        const runs = tripStops(query);
        const dates = tripLegs(query).map((leg) => formatDate(leg.date, formats));
        const named = route(runs, nameOf);
        const codes = route(runs, (code) => code);
        const when = query.returnDate ? dates.join(' – ') : dates.join(', ');
        return (
          <li key={search.id} className={styles.item} data-testid="saved-search">
            <span>
              <Link href={linkTo(searchRoute, { params: buildSearchParams(query) })} data-testid="saved-search-link">
                <strong>{named}</strong>
              </Link>{' '}
              <span className={styles.muted}>{named === codes ? when : `${codes} · ${when}`}</span>
            </span>
            {price && <span className={styles.price}>{t('account.searches.price', { price: price(cheapest(search)) })}</span>}
          </li>
        );
      })}
    </ul>
  );
}
