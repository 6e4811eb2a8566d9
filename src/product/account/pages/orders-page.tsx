import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';

export default function OrdersPage() {
  const t = useT();
  return <AccountSection title={t('account.orders.title')} lead="account.orders.lead" />;
}
