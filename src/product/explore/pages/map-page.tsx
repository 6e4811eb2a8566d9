import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function MapPage() {
  const t = useT();
  return <ContentPage section="map" title={t('map.title')} lead={t('map.lead')} note={t('map.note')} />;
}
