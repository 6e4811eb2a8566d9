import { useUnit } from 'effector-react';
import { $publicOrigin } from '../../../platform/env';
import { useTranslator } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { JsonLd } from '../../../ui';
import { countryQuery } from '../model/catalogue';
import { countryName } from '../model/titles';
import { countriesRoute } from '../routes';
import { RouteList } from '../ui/city-flights';
import { entryHref } from '../ui/entry-links';
import { countryLd } from '../ui/entry-json-ld';
import { EntryState } from '../ui/entry-state';
import { SeoPage } from '../ui/seo-page';
import styles from '../ui/route-prices.module.css';
import links from '../ui/catalogue.module.css';

/** A country: its biggest cities, the cheapest fares from and to them with their basis. */
export default function CountryPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useTranslator();
  const { data, failed, origin } = useUnit({ data: countryQuery.$data, failed: countryQuery.$failed, origin: $publicOrigin });
  const answer = data && (data.country.slug === params.name || data.country.code === params.name) ? data : null;
  const name = answer?.country.name ?? countryName(params.name, locale);
  return (
    <SeoPage
      kind="countryPage"
      params={params}
      trail={[{ label: t('seo.countries.title'), href: linkTo(countriesRoute) }]}
      lead={t('seo.country.lead', { name })}
    >
      <EntryState data={answer} failed={failed}>
        {(country) => (
          <section className={styles.section} aria-labelledby="country-cities-heading">
            <JsonLd data={countryLd(country, origin)} />
            <h2 id="country-cities-heading" className={styles.heading}>
              {t('seo.country.cities', { name })}
            </h2>
            <ul className={links.links} data-testid="country-cities">
              {country.cities.map((city) => (
                <li key={city.code}>
                  <a href={entryHref('cities', city.slug)}>{city.name}</a>
                </li>
              ))}
            </ul>
            <h2 className={styles.heading}>{t('seo.country.fromHeading', { name })}</h2>
            {country.from.length ? (
              <RouteList fares={country.from} name={(fare) => `${fare.origin.name} – ${fare.destination.name}`} testId="country-from" />
            ) : (
              <p>{t('seo.city.none')}</p>
            )}
            <h2 className={styles.heading}>{t('seo.country.toHeading', { name })}</h2>
            {country.to.length ? (
              <RouteList fares={country.to} name={(fare) => `${fare.origin.name} – ${fare.destination.name}`} testId="country-to" />
            ) : (
              <p>{t('seo.city.none')}</p>
            )}
            <p className={styles.note}>{t('seo.route.pricesBasis')}</p>
          </section>
        )}
      </EntryState>
    </SeoPage>
  );
}
