import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { guidesRoute } from '../routes';

export default function AudioguidePage({ params }: { params: Record<string, string> }) {
  const t = useT();
  return (
    <ContentPage
      section="guides"
      title={t('audioguides.title', { city: params.iata ?? '' })}
      trail={[{ label: t('guides.title'), href: linkTo(guidesRoute) }]}
      lead={t('audioguides.lead')}
      note={t('guides.note')}
    />
  );
}
