import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function ClickPage() {
  const t = useT();
  return <ContentPage title={t('click.title')} lead={t('click.lead')} note={t('click.note')} />;
}
