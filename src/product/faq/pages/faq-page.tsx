import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function FaqPage() {
  const t = useT();
  return <ContentPage title={t('faq.title')} lead={t('faq.lead')} note={t('faq.note')} />;
}
