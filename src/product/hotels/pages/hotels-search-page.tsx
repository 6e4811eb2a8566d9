import { useUnit } from 'effector-react';
import { useTranslator } from '../../../platform/i18n';
import { AppShell } from '../../../ui';
import { $destination, $layout, $results, $stay } from '../model/search';
import { stayKey } from '../model/search-url';
import { HotelFilters } from '../ui/filters';
import { HotelsMap, LayoutToggle } from '../ui/hotels-map';
import { ResultsList } from '../ui/results-list';
import { HotelSearchForm } from '../ui/search-form';
import { SortControl } from '../ui/sort-control';
import mapStyles from '../ui/map.module.css';
import styles from '../ui/page.module.css';

/**
 * Hotel search: the form, and for a stay in the address its list as the sites answer, sorted and
 * filtered, with the map of the same hotels when the visitor shows it (its code loads only then).
 */
export default function HotelsSearchPage() {
  const { t } = useTranslator();
  const [stay, destination, results, layout] = useUnit([$stay, $destination, $results, $layout]);
  const mapShown = layout === 'map';
  return (
    <AppShell section="hotels">
      <div className={styles.top}>
        <div className={styles.inner}>
          <h1 className={styles.heading}>
            {stay && results
              ? t('hotels.search.titleIn', { place: results.city.name })
              : stay
                ? t('hotels.search.titleIn', { place: stay.destination.name })
                : t('hotels.search.title')}
          </h1>
          {/* A new stay in the address is a new form: its fields start from it. */}
          <HotelSearchForm key={stay ? stayKey(stay) : (destination?.code ?? 'empty')} />
        </div>
      </div>
      <div className={styles.inner}>
        {stay ? (
          <div className={styles.layout}>
            <aside className={styles.aside} aria-label={t('hotels.filters.title')}>
              <HotelFilters />
            </aside>
            <div className={styles.main}>
              <div className={mapStyles.toolbar}>
                <LayoutToggle />
              </div>
              <div className={mapStyles.split} data-layout={layout}>
                <div className={mapStyles.listColumn}>
                  <SortControl />
                  <ResultsList mapShown={mapShown} />
                </div>
                {mapShown && <HotelsMap />}
              </div>
            </div>
          </div>
        ) : (
          <p className={styles.lead}>{t('hotels.search.lead')}</p>
        )}
      </div>
    </AppShell>
  );
}
