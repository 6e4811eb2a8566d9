import { useUnit } from 'effector-react';
import { $publicOrigin } from '../../../platform/env';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { JsonLd } from '../../../ui';
import { cityQuery } from '../model/catalogue';
import { citiesRoute } from '../routes';
import { CityFlights } from '../ui/city-flights';
import { entryHref } from '../ui/entry-links';
import { cityLd } from '../ui/entry-json-ld';
import { EntryState } from '../ui/entry-state';
import { SeoPage } from '../ui/seo-page';
import styles from '../ui/route-prices.module.css';

/** A city: its country and airports, where to fly from it and to it with the index's prices. */
export default function CityPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const { data, failed, origin } = useUnit({ data: cityQuery.$data, failed: cityQuery.$failed, origin: $publicOrigin });
  const answer = data && (data.city.slug === params.name || data.city.code === params.name) ? data : null;
  const name = answer?.city.name ?? params.name ?? '';
  return (
    <SeoPage
      kind="cityPage"
      params={params}
      trail={[{ label: t('seo.cities.title'), href: linkTo(citiesRoute) }]}
      lead={t('seo.city.lead', { name })}
      after={answer && <CityFlights city={answer.city.code} cityName={name} />}
    >
      <EntryState data={answer} failed={failed}>
        {(city) => (
          <>
            <JsonLd data={cityLd(city, origin)} />
            <dl className={styles.facts} data-testid="city-facts">
              <div className={styles.fact}>
                <dt>{t('seo.city.country')}</dt>
                <dd>
                  <a href={entryHref('countries', city.country.slug)}>{city.country.name}</a>
                </dd>
              </div>
              <div className={`${styles.fact} ${styles.wide}`}>
                <dt>{t('seo.city.airports')}</dt>
                <dd>
                  {city.airports.map((airport, index) => (
                    <span key={airport.code}>
                      {index > 0 && ', '}
                      <a href={entryHref('airports', airport.slug)}>{airport.name}</a> ({airport.code})
                    </span>
                  ))}
                </dd>
              </div>
            </dl>
          </>
        )}
      </EntryState>
    </SeoPage>
  );
}
