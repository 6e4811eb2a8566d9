import { useUnit } from 'effector-react';
import { usePriceFormatter } from '../../../platform/currency';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { $language } from '../../../platform/market';
import { linkTo } from '../../../platform/router';
import { Button, cardStyles } from '../../../ui';
import { buildSearchParams, searchRoute } from '../../search';
import { destinationsQuery } from '../model/destinations';
import { cityToCityRoute } from '../routes';
import styles from './destinations.module.css';

const placeholders = Array.from({ length: 6 }, (_, i) => i);

/**
 * Where to fly from a city, cheapest first: each destination's route page, and its lowest fare on
 * the day it was found, which opens that day's search. Plain links: the list needs no script.
 */
export function Destinations({ origin, originName }: { origin: string; originName: string }) {
  const t = useT();
  const formats = useLocaleFormats();
  const price = usePriceFormatter();
  const { data, failed, retry, language } = useUnit({
    data: destinationsQuery.$data,
    failed: destinationsQuery.$failed,
    retry: destinationsQuery.start,
    language: $language,
  });
  const heading = t('seo.from.destinations', { origin: originName });
  const answer = data?.origin === origin ? data : null;

  return (
    <section className={styles.section} aria-labelledby="destinations-heading" aria-busy={!failed && (!answer || !price)}>
      <h2 id="destinations-heading" className={styles.heading}>
        {heading}
      </h2>
      {failed && !answer ? (
        <>
          <p role="alert">{t('seo.from.failed')}</p>
          <Button variant="secondary" onClick={() => retry({ origin, locale: language })}>
            {t('seo.from.retry')}
          </Button>
        </>
      ) : !answer || !price ? (
        <ul className={styles.list} aria-hidden="true">
          {placeholders.map((i) => (
            <li key={i} className={`${cardStyles.skeleton} ${styles.placeholder}`} />
          ))}
        </ul>
      ) : answer.destinations.length === 0 ? (
        <p>{t('seo.from.empty', { origin: originName })}</p>
      ) : (
        <>
          <p className={styles.note}>{t('seo.from.fares')}</p>
          <ul className={styles.list} data-testid="destinations">
            {answer.destinations.map((destination) => {
              const query = {
                origin,
                destination: destination.code,
                departDate: destination.depart_date,
                passengers: { adults: 1, children: 0, infants: 0 },
                tripClass: 'Y' as const,
              };
              return (
                <li key={destination.code} className={styles.item}>
                  <a className={styles.place} href={linkTo(cityToCityRoute, { origin, destination: destination.code })}>
                    <span className={styles.name}>{destination.name}</span>
                    <span className={styles.country}>{destination.country_name}</span>
                  </a>
                  <a className={styles.fare} href={linkTo(searchRoute, { params: buildSearchParams(query) })}>
                    <span className={styles.price}>{t('seo.from.price', { price: price(destination.price) })}</span>
                    <span className={styles.date}>{formatDate(destination.depart_date, formats)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
