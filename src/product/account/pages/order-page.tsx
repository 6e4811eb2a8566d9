import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';
import { linkTo } from '../../../platform/router';
import { ordersRoute } from '../routes';

export default function OrderPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  return (
    <AccountSection
      title={t('account.order.title', { order: params.orderId ?? '' })}
      trail={[{ label: t('account.orders.title'), href: linkTo(ordersRoute) }]}
      lead="account.order.lead"
    />
  );
}
