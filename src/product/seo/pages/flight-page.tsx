import { useUnit } from 'effector-react';
import { $publicOrigin } from '../../../platform/env';
import { formatDate, formatDistance, useLocaleFormats } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { JsonLd } from '../../../ui';
import { flightQuery } from '../model/catalogue';
import { cityToCityRoute } from '../routes';
import { entryHref } from '../ui/entry-links';
import { flightLd } from '../ui/entry-json-ld';
import { EntryState } from '../ui/entry-state';
import { FareCell } from '../ui/fare-cell';
import { SeoPage } from '../ui/seo-page';
import styles from '../ui/route-prices.module.css';
import links from '../ui/catalogue.module.css';

/** A flight number: its legs at their timetable's local times, its airline and the route's lowest fare. */
export default function FlightPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useTranslator();
  const formats = useLocaleFormats();
  const { data, failed, origin } = useUnit({ data: flightQuery.$data, failed: flightQuery.$failed, origin: $publicOrigin });
  const answer = data?.number === params.name ? data : null;
  const duration = (minutes: number) => t('seo.route.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
  return (
    <SeoPage kind="flight" params={params} lead={t('seo.flight.lead', { name: params.name ?? '' })}>
      <EntryState data={answer} failed={failed}>
        {(flight) => (
          <section className={styles.section} aria-labelledby="flight-heading">
            <JsonLd data={flightLd(flight, origin)} />
            <h2 id="flight-heading" className={styles.heading}>
              {t('seo.flight.carrier')}: <a href={entryHref('airlines', flight.carrier.slug)}>{flight.carrier.name}</a>
            </h2>
            <div className={links.scroll}>
              <table className={styles.table} data-testid="flight-legs">
                <caption className={styles.caption}>{t('seo.flight.legsCaption', { name: flight.number, date: formatDate(flight.date, formats) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('seo.routes.route')}</th>
                    <th scope="col">{t('seo.flight.departs')}</th>
                    <th scope="col">{t('seo.flight.arrives')}</th>
                    <th scope="col">{t('seo.routes.flight')}</th>
                    <th scope="col">{t('seo.flight.aircraft')}</th>
                  </tr>
                </thead>
                <tbody>
                  {flight.legs.map((leg) => (
                    <tr key={`${leg.from.code}${leg.to.code}${leg.departure_time}`}>
                      <th scope="row">
                        <a href={linkTo(cityToCityRoute, { origin: leg.origin_city, destination: leg.destination_city })}>
                          {leg.from.name} – {leg.to.name}
                        </a>
                        <span className={links.code}>
                          {leg.from.code} → {leg.to.code}
                        </span>
                      </th>
                      <td>{leg.departure_time}</td>
                      <td>
                        {leg.arrival_time}
                        {leg.arrival_days > 0 && ` ${t('seo.flight.nextDay', { days: leg.arrival_days })}`}
                      </td>
                      <td className={styles.secondary}>
                        {formatDistance(leg.distance_km * 1000, locale)} · {duration(leg.minutes)}
                      </td>
                      <td>{leg.aircraft}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h2 className={styles.heading}>{t('seo.flight.fareHeading')}</h2>
            <p data-testid="flight-fare">
              <FareCell fare={flight.fare} />
            </p>
            <p className={styles.note}>{flight.fare ? t('seo.route.pricesBasis') : t('seo.route.noPrices')}</p>
          </section>
        )}
      </EntryState>
    </SeoPage>
  );
}
