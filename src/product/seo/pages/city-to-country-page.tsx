import { useTranslator } from '../../../platform/i18n';
import { countryName } from '../model/titles';
import { RouteCodes, SeoPage, usePlaceNames } from '../ui/seo-page';
import { linkTo } from '../../../platform/router';
import { fromCityRoute } from '../routes';
import '../model/country-routes';
import { CountryRoutes } from '../ui/city-flights';

/** Flights from a city to a country: /routes/{city}/{country}. */
export default function CityToCountryPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useTranslator();
  const name = usePlaceNames();
  const { origin = '', country = '' } = params;
  return (
    <SeoPage
      kind="country"
      params={params}
      trail={[{ label: t('seo.from.title', { origin: name(origin) }), href: linkTo(fromCityRoute, { origin }) }]}
      lead={t('seo.toCountry.lead', { origin: name(origin), country: countryName(country, locale) })}
    >
      <RouteCodes codes={[origin, country]} />
      <CountryRoutes origin={origin} country={country} heading={t('seo.toCountry.heading', { country: countryName(country, locale) })} />
    </SeoPage>
  );
}
