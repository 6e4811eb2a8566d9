import { useUnit } from 'effector-react';
import { $publicOrigin } from '../../../platform/env';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { JsonLd } from '../../../ui';
import { airlineQuery } from '../model/catalogue';
import { airlinesRoute } from '../routes';
import { entryHref } from '../ui/entry-links';
import { airlineLd } from '../ui/entry-json-ld';
import { EntryState } from '../ui/entry-state';
import { NetworkRoutes } from '../ui/network-routes';
import { SeoPage } from '../ui/seo-page';
import styles from '../ui/route-prices.module.css';

const allianceNames = { star: 'Star Alliance', oneworld: 'oneworld', skyteam: 'SkyTeam' } as const;

/** An airline: its alliance, hubs and non-stop routes with the index's prices. */
export default function AirlinePage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const formats = useLocaleFormats();
  const { data, failed, origin } = useUnit({ data: airlineQuery.$data, failed: airlineQuery.$failed, origin: $publicOrigin });
  const answer = data && (data.airline.slug === params.name || data.airline.code === params.name) ? data : null;
  const name = answer?.airline.name ?? params.name ?? '';
  return (
    <SeoPage kind="airline" params={params} trail={[{ label: t('seo.airlines.title'), href: linkTo(airlinesRoute) }]} lead={t('seo.airline.lead', { name })}>
      <EntryState data={answer} failed={failed}>
        {(airline) => (
          <>
            <JsonLd data={airlineLd(airline, origin)} />
            <dl className={styles.facts} data-testid="airline-facts">
              <div className={styles.fact}>
                <dt>{t('seo.airline.alliance')}</dt>
                <dd>{airline.alliance ? allianceNames[airline.alliance] : t('seo.airline.noAlliance')}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('seo.airline.country')}</dt>
                <dd>{airline.airline.country_name}</dd>
              </div>
              <div className={`${styles.fact} ${styles.wide}`}>
                <dt>{t('seo.airline.hubs')}</dt>
                <dd>
                  {airline.hubs.map((hub, index) => (
                    <span key={hub.code}>
                      {index > 0 && ', '}
                      <a href={entryHref('airports', hub.slug)}>{hub.name}</a> ({hub.code})
                    </span>
                  ))}
                </dd>
              </div>
            </dl>
            <p className={styles.note}>{t('seo.airline.allianceBasis', { date: formatDate(airline.alliances_as_of, formats) })}</p>
          </>
        )}
      </EntryState>
      {answer && <NetworkRoutes routes={answer.routes} heading={t('seo.airline.routesHeading', { name })} testId="airline-routes" />}
    </SeoPage>
  );
}
