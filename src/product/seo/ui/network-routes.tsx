import type { NetworkRoute } from '../../../contracts/catalogue';
import { formatDistance } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { cityToCityRoute } from '../routes';
import { entryHref } from './entry-links';
import { FareCell } from './fare-cell';
import styles from './catalogue.module.css';
import prices from './route-prices.module.css';

/** Non-stop routes: each to its route page, its airlines, distance and flight time, and the index's lowest fare with its basis. */
export function NetworkRoutes({ routes, heading, testId }: { routes: NetworkRoute[]; heading: string; testId: string }) {
  const { t, locale } = useTranslator();
  const duration = (minutes: number) => t('seo.route.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
  const priced = routes.some((route) => route.fare !== null);
  return (
    <section className={prices.section} aria-labelledby={`${testId}-heading`}>
      <h2 id={`${testId}-heading`} className={prices.heading}>
        {heading}
      </h2>
      <p className={prices.note}>{priced ? t('seo.route.pricesBasis') : t('seo.routes.noPrices')}</p>
      <div className={styles.scroll}>
        <table className={`${prices.table} ${styles.stacked}`} role="table" data-testid={testId}>
          <caption className={prices.caption}>{t('seo.routes.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('seo.routes.route')}
              </th>
              <th scope="col" role="columnheader">
                {t('seo.route.airlines')}
              </th>
              <th scope="col" role="columnheader">
                {t('seo.routes.flight')}
              </th>
              <th scope="col" role="columnheader">
                {t('seo.route.price')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {routes.map((route) => (
              <tr key={`${route.from.code}${route.to.code}`} role="row">
                <th scope="row" role="rowheader">
                  <a className={styles.routeLink} href={linkTo(cityToCityRoute, { origin: route.origin_city, destination: route.destination_city })}>
                    {route.from.name} – {route.to.name}
                  </a>
                  <span className={styles.code}>
                    {route.from.code} → {route.to.code}
                  </span>
                </th>
                <td role="cell">
                  {route.carriers.map((carrier, index) => (
                    <span key={carrier.code}>
                      {index > 0 && ', '}
                      <a href={entryHref('airlines', carrier.slug)}>{carrier.name}</a>
                    </span>
                  ))}
                </td>
                <td role="cell" className={prices.secondary}>
                  {formatDistance(route.distance_km * 1000, locale)} · {duration(route.minutes)}
                </td>
                <td role="cell">
                  <FareCell fare={route.fare} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
