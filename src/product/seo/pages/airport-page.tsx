import { useUnit } from 'effector-react';
import { $publicOrigin } from '../../../platform/env';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { JsonLd } from '../../../ui';
import { airportQuery } from '../model/catalogue';
import { airportsRoute } from '../routes';
import { entryHref } from '../ui/entry-links';
import { airportLd } from '../ui/entry-json-ld';
import { EntryState } from '../ui/entry-state';
import { NetworkRoutes } from '../ui/network-routes';
import { SeoPage } from '../ui/seo-page';
import styles from '../ui/route-prices.module.css';
import links from '../ui/catalogue.module.css';

/** An airport: its city, its airlines and its non-stop routes with the index's prices. */
export default function AirportPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const { data, failed, origin } = useUnit({ data: airportQuery.$data, failed: airportQuery.$failed, origin: $publicOrigin });
  const answer = data && (data.airport.slug === params.name || data.airport.code === params.name) ? data : null;
  const name = answer?.airport.name ?? params.name ?? '';
  return (
    <SeoPage kind="airport" params={params} trail={[{ label: t('seo.airports.title'), href: linkTo(airportsRoute) }]} lead={t('seo.airport.lead', { name })}>
      <EntryState data={answer} failed={failed}>
        {(airport) => (
          <>
            <JsonLd data={airportLd(airport, origin)} />
            <dl className={styles.facts} data-testid="airport-facts">
              <div className={styles.fact}>
                <dt>{t('seo.airport.city')}</dt>
                <dd>
                  <a href={entryHref('cities', airport.city.slug)}>{airport.city.name}</a>, {airport.airport.country_name}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('seo.airport.code')}</dt>
                <dd>{airport.airport.code}</dd>
              </div>
            </dl>
            <h2 className={styles.heading}>{t('seo.airport.carriers')}</h2>
            <ul className={links.links} data-testid="airport-carriers">
              {airport.carriers.map((carrier) => (
                <li key={carrier.code}>
                  <a href={entryHref('airlines', carrier.slug)}>{carrier.name}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </EntryState>
      {answer && <NetworkRoutes routes={answer.routes} heading={t('seo.airport.routesHeading', { name })} testId="airport-routes" />}
    </SeoPage>
  );
}
