import { useT } from '../../../platform/i18n';
import { RouteCodes, SeoPage, usePlaceNames } from '../ui/seo-page';
import { linkTo } from '../../../platform/router';
import { fromCityRoute } from '../routes';
import { RoutePrices } from '../ui/route-prices';

/** Flights between two cities: /routes/{city}/{city}. */
export default function CityToCityPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const name = usePlaceNames();
  const { origin = '', destination = '' } = params;
  return (
    <SeoPage
      kind="city"
      params={params}
      trail={[{ label: t('seo.from.title', { origin: name(origin) }), href: linkTo(fromCityRoute, { origin }) }]}
      lead={t('seo.route.lead', { origin: name(origin), destination: name(destination) })}
      after={<RoutePrices origin={origin} destination={destination} />}
    >
      <RouteCodes codes={[origin, destination]} />
    </SeoPage>
  );
}
