import { useT } from '../../../platform/i18n';
import { Destinations } from '../ui/destinations';
import { RouteCodes, SeoPage, usePlaceNames } from '../ui/seo-page';

/** Flights from a city: /routes/{city}, with where to fly from it and the lowest prices. */
export default function FromCityPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const name = usePlaceNames();
  const origin = params.origin ?? '';
  return (
    <SeoPage kind="from" params={params} lead={t('seo.from.lead', { origin: name(origin) })} after={<Destinations origin={origin} originName={name(origin)} />}>
      <RouteCodes codes={[origin]} />
    </SeoPage>
  );
}
