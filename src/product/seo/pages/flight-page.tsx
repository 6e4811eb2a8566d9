import { useT } from '../../../platform/i18n';
import { SeoPage, usePlaceNames } from '../ui/seo-page';

export default function FlightPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const name = usePlaceNames();
  return <SeoPage kind="flight" params={params} lead={t('seo.flight.lead', { name: name(params.name) })} />;
}
