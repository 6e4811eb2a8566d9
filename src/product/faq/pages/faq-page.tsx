import { useT } from '../../../platform/i18n';
import { ContentPage, useBrandName } from '../../../ui';

export default function FaqPage() {
  const t = useT();
  const brand = useBrandName();
  return <ContentPage title={t('faq.title')} lead={t('faq.lead', { brand })} note={t('faq.note')} />;
}
