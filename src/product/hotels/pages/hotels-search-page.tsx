import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function HotelsSearchPage() {
  const t = useT();
  return <ContentPage section="hotels" title={t('hotels.search.title')} lead={t('hotels.search.lead')} note={t('hotels.note')} />;
}
