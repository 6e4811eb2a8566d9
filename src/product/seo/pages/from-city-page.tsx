import { useT } from '../../../platform/i18n';
import { RouteCodes, SeoPage, usePlaceNames } from '../ui/seo-page';

/** Flights from a city: /routes/{city}. */
export default function FromCityPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const name = usePlaceNames();
  return (
    <SeoPage kind="from" params={params} lead={t('seo.from.lead', { origin: name(params.origin) })}>
      <RouteCodes codes={[params.origin ?? '']} />
    </SeoPage>
  );
}
