import { useT } from '../../../platform/i18n';
import { SeoPage, usePlaceNames } from '../ui/seo-page';
import { linkTo } from '../../../platform/router';
import { airportsRoute } from '../routes';

export default function AirportPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const name = usePlaceNames();
  return (
    <SeoPage
      kind="airport"
      params={params}
      trail={[{ label: t('seo.airports.title'), href: linkTo(airportsRoute) }]}
      lead={t('seo.airport.lead', { name: name(params.name) })}
    />
  );
}
