import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';

export default function OrderPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  return (
    <AccountSection
      title={t('account.order.title', { order: params.orderId ?? '' })}
      trail={[{ label: t('account.orders.title'), href: '/my/orders' }]}
      lead="account.order.lead"
    />
  );
}
