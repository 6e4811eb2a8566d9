import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { supportHelpRoute } from '../routes';

/** Help from support, in general or about the order whose number is in the address. */
export default function SupportHelpPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const order = params.orderNumber;
  return (
    <ContentPage
      title={order ? t('support.order.title', { order }) : t('support.title')}
      trail={order ? [{ label: t('support.title'), href: linkTo(supportHelpRoute) }] : []}
      lead={t('support.lead')}
      note={t('support.note')}
    />
  );
}
