import { useT } from '../../../platform/i18n';
import { SeoPage, usePlaceNames } from '../ui/seo-page';
import { linkTo } from '../../../platform/router';
import { airlinesRoute } from '../routes';

export default function AirlinePage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const name = usePlaceNames();
  return (
    <SeoPage
      kind="airline"
      params={params}
      trail={[{ label: t('seo.airlines.title'), href: linkTo(airlinesRoute) }]}
      lead={t('seo.airline.lead', { name: name(params.name) })}
    />
  );
}
