import { useUnit } from 'effector-react';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { usePriceFormatter } from '../../../platform/currency';
import { $language } from '../../../platform/market';
import { fromCase } from '../../search';
import { AppShell, Button, cardStyles } from '../../../ui';
// The page's model reacts to the route opening; it loads with the page.
import '../model/map';
import { $citizenship } from '../model/ideas';
import { $mapChoice, $mapOrigin, isFiltered, mapFiltersCleared, mapQuery, mapRetried } from '../model/map';
import { MapFilters } from '../ui/map-filters';
import { MapList } from '../ui/map-list';
import { PriceMap } from '../ui/price-map';
import styles from '../ui/map-page.module.css';

const placeholders = Array.from({ length: 5 }, (_, i) => i);

/** The price map (spec §2.1 `/map`, the Ukrainian market): where to fly from a city and for how much, on a world map and in a list. */
export default function MapPage() {
  const t = useT();
  const formats = useLocaleFormats();
  const price = usePriceFormatter();
  const { data, pending, failed, origin, choice, citizenship, language } = useUnit({
    data: mapQuery.$data,
    pending: mapQuery.$pending,
    failed: mapQuery.$failed,
    origin: $mapOrigin,
    choice: $mapChoice,
    citizenship: $citizenship,
    language: $language,
  });
  const events = useUnit({ mapFiltersCleared, mapRetried });
  const answer = data && data.origin.code === origin ? data : null;
  // Russian declines the city after «из» where the table knows its form.
  const from = answer && language === 'ru' ? fromCase(answer.origin.code) : null;

  return (
    <AppShell section="map">
      <div className={styles.page}>
        <h1 className={styles.heading}>
          {from ? t('map.headingCased', { from }) : answer ? t('map.heading', { origin: answer.origin.name }) : t('map.title')}
        </h1>
        <p className={styles.lead}>{t('map.lead')}</p>
        <MapFilters firstMonth={data?.from_month ?? null} />
        <p className={styles.note}>
          {t('ideas.basis')}
          {choice.noVisa &&
            answer &&
            ` ${t('ideas.visaBasis', { country: answer.visa_basis.citizenship_name ?? '', date: formatDate(answer.visa_basis.as_of, formats) })}`}
        </p>
        <div className={styles.layout} aria-busy={pending || (!failed && (!answer || !price))}>
          {!origin ? (
            <p className={styles.state}>{t('map.noOrigin')}</p>
          ) : failed && !answer ? (
            <div role="alert" className={styles.state}>
              <p>{t('map.failed')}</p>
              <Button variant="secondary" onClick={() => events.mapRetried()}>
                {t('ideas.retry')}
              </Button>
            </div>
          ) : !answer || !price ? (
            <>
              <div className={`${cardStyles.skeleton} ${styles.mapPlaceholder}`} aria-hidden="true" />
              <ul className={styles.list} aria-hidden="true">
                {placeholders.map((i) => (
                  <li key={i} className={`${cardStyles.skeleton} ${styles.rowPlaceholder}`} />
                ))}
              </ul>
            </>
          ) : (
            <>
              <PriceMap key={answer.origin.code} origin={answer.origin} fares={answer.fares} stale={pending} />
              <section aria-labelledby="map-list-heading" className={styles.aside}>
                <h2 id="map-list-heading" className={styles.subheading}>
                  {t('map.listHeading', { count: answer.fares.length })}
                </h2>
                {answer.fares.length === 0 ? (
                  <div className={styles.empty}>
                    <p>{isFiltered(choice) ? t('ideas.empty') : t('ideas.emptyAll', { origin: answer.origin.name })}</p>
                    {isFiltered(choice) && (
                      <Button variant="secondary" onClick={() => events.mapFiltersCleared()}>
                        {t('ideas.clear')}
                      </Button>
                    )}
                  </div>
                ) : (
                  <MapList origin={answer.origin} fares={answer.fares} citizenship={citizenship} />
                )}
              </section>
            </>
          )}
        </div>
      </div>
    </AppShell>
  );
}
