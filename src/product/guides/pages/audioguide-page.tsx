import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function AudioguidePage({ params }: { params: Record<string, string> }) {
  const t = useT();
  return (
    <ContentPage
      section="guides"
      title={t('audioguides.title', { city: params.iata ?? '' })}
      trail={[{ label: t('guides.title'), href: '/guides' }]}
      lead={t('audioguides.lead')}
      note={t('guides.note')}
    />
  );
}
