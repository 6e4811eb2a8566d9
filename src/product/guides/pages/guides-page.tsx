import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function GuidesPage() {
  const t = useT();
  return <ContentPage section="guides" title={t('guides.title')} lead={t('guides.lead')} note={t('guides.note')} />;
}
