import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';

export default function NotificationsPage() {
  const t = useT();
  return <AccountSection title={t('account.notifications.title')} lead="account.notifications.lead" />;
}
