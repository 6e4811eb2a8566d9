import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function AssistantPage() {
  const t = useT();
  return <ContentPage title={t('assistant.title')} lead={t('assistant.lead')} note={t('assistant.note')} />;
}
