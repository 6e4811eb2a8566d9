import { useT } from '../../../platform/i18n';
import { SeoPage, usePlaceNames } from '../ui/seo-page';
import { linkTo } from '../../../platform/router';
import { citiesRoute } from '../routes';
import { CityFlights } from '../ui/city-flights';

export default function CityPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const name = usePlaceNames();
  return (
    <SeoPage
      kind="cityPage"
      params={params}
      trail={[{ label: t('seo.cities.title'), href: linkTo(citiesRoute) }]}
      lead={t('seo.city.lead', { name: name(params.name) })}
      after={<CityFlights city={params.name ?? ''} cityName={name(params.name)} />}
    />
  );
}
