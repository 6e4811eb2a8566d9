import { useT } from '../../../platform/i18n';
import { ContentPage, useBrandName } from '../../../ui';

export default function AssistantPage() {
  const t = useT();
  const brand = useBrandName();
  return <ContentPage title={t('assistant.title')} lead={t('assistant.lead', { brand })} note={t('assistant.note')} />;
}
