import { useUnit } from 'effector-react';
import type { IndexedFare, RouteFacts } from '../../../contracts/explore';
import { usePriceFormatter } from '../../../platform/currency';
import { formatDate, formatDayWith, formatDistance, formatNumber, useLocaleFormats } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { Button, cardStyles } from '../../../ui';
import { buildSearchParams, searchRoute } from '../../search';
import { relatedRoutesQuery, routeIndexQuery, routeIndexRetried } from '../model/route-index';
import { cityToCityRoute } from '../routes';
import { fareBasis } from './fare-age';
import styles from './route-prices.module.css';

const oneAdult = { adults: 1, children: 0, infants: 0 };

/** The search a month's fare was found by: its day, one adult, economy. */
const searchOf = (origin: string, fare: IndexedFare) =>
  linkTo(searchRoute, {
    params: buildSearchParams({ origin, destination: fare.destination.code, departDate: fare.depart_date, passengers: oneAdult, tripClass: 'Y' }),
  });

function MonthPrices({ origin, months }: { origin: string; months: IndexedFare[] }) {
  const { t, locale } = useTranslator();
  const formats = useLocaleFormats();
  const price = usePriceFormatter();
  if (!price) return <div className={`${cardStyles.skeleton} ${styles.placeholder}`} aria-hidden="true" />;
  if (months.length === 0) return <p data-testid="route-no-prices">{t('seo.route.noPrices')}</p>;
  return (
    <table className={styles.table} data-testid="route-months">
      <caption className={styles.caption}>{t('seo.route.monthsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('seo.route.month')}</th>
          <th scope="col">{t('seo.route.price')}</th>
          <th scope="col">{t('seo.route.basis')}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((fare) => (
          <tr key={fare.month}>
            <th scope="row">{formatDayWith(`${fare.month}-01`, locale, { month: 'long', year: 'numeric' })}</th>
            <td>
              <a href={searchOf(origin, fare)} className={styles.fare}>
                {t('seo.route.from', { price: price(fare.price) })}
              </a>
              <span className={styles.secondary}>{formatDate(fare.depart_date, formats)}</span>
            </td>
            <td className={fare.fresh ? styles.secondary : styles.older}>{fareBasis(fare, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Facts({ facts }: { facts: RouteFacts }) {
  const { t, locale } = useTranslator();
  const formats = useLocaleFormats();
  const duration = (minutes: number) => t('seo.route.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
  const weekday =
    facts.cheapest_weekday === null ? null : facts.sampled_days.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === facts.cheapest_weekday);
  const rows: { term: string; value: string; wide?: boolean }[] = [
    { term: t('seo.route.distance'), value: formatDistance(facts.distance_km * 1000, locale) },
    {
      term: t('seo.route.flightTime'),
      value: facts.direct_minutes !== null ? duration(facts.direct_minutes) : t('seo.route.noDirect', { duration: duration(facts.fastest_minutes ?? 0) }),
    },
    ...(facts.direct_share !== null ? [{ term: t('seo.route.directShare'), value: `${formatNumber(Math.round(facts.direct_share * 100), formats)} %` }] : []),
    ...(weekday ? [{ term: t('seo.route.cheapestDay'), value: formatDayWith(weekday, locale, { weekday: 'long' }) }] : []),
    ...(facts.airlines.length ? [{ term: t('seo.route.airlines'), value: facts.airlines.map((airline) => airline.name).join(', '), wide: true }] : []),
  ];
  return (
    <>
      <dl className={styles.facts} data-testid="route-facts">
        {rows.map(({ term, value, wide }) => (
          <div key={term} className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        {t('seo.route.factsBasis', { from: formatDate(facts.sampled_days[0]!, formats), to: formatDate(facts.sampled_days.at(-1)!, formats) })}
      </p>
    </>
  );
}

/** A route page's content: prices by month from the price index with their basis, the route's facts, related routes. */
export function RoutePrices({ origin, destination }: { origin: string; destination: string }) {
  const { t } = useTranslator();
  const { data, failed, related, retry } = useUnit({
    data: routeIndexQuery.$data,
    failed: routeIndexQuery.$failed,
    related: relatedRoutesQuery.$data,
    retry: routeIndexRetried,
  });
  const answer = data?.origin.code === origin && data.destination.code === destination ? data : null;
  const others = related?.origin.code === origin ? related.fares.filter((fare) => fare.destination.code !== destination).slice(0, 6) : [];
  return (
    <section className={styles.section} aria-labelledby="route-prices-heading" aria-busy={!answer && !failed}>
      <h2 id="route-prices-heading" className={styles.heading}>
        {t('seo.route.pricesHeading')}
      </h2>
      {failed && !answer ? (
        <div role="alert">
          <p>{t('seo.from.failed')}</p>
          <Button variant="secondary" onClick={() => retry()}>
            {t('seo.from.retry')}
          </Button>
        </div>
      ) : !answer ? (
        <div className={`${cardStyles.skeleton} ${styles.placeholder}`} aria-hidden="true" />
      ) : (
        <>
          <p className={styles.note}>{t('seo.route.pricesBasis')}</p>
          <MonthPrices origin={origin} months={answer.months} />
          {answer.facts && (
            <>
              <h2 className={styles.heading}>{t('seo.route.factsHeading')}</h2>
              <Facts facts={answer.facts} />
            </>
          )}
        </>
      )}
      <h2 className={styles.heading}>{t('seo.route.relatedHeading')}</h2>
      <ul className={styles.related} data-testid="route-related">
        <li>
          <a href={linkTo(cityToCityRoute, { origin: destination, destination: origin })}>
            {t('seo.route.title', { origin: answer?.destination.name ?? destination, destination: answer?.origin.name ?? origin })}
          </a>
        </li>
        {others.map((fare) => (
          <li key={fare.destination.code}>
            <a href={linkTo(cityToCityRoute, { origin, destination: fare.destination.code })}>
              {t('seo.route.title', { origin: related!.origin.name, destination: fare.destination.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
