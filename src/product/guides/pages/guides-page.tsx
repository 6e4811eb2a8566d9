import { useT } from '../../../platform/i18n';
import { ContentPage, useBrandName } from '../../../ui';

export default function GuidesPage() {
  const t = useT();
  const brand = useBrandName();
  return <ContentPage section="guides" title={t('guides.title')} lead={t('guides.lead', { brand })} note={t('guides.note')} />;
}
