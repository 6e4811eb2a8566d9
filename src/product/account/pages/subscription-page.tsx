import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';

/** The subscription in the account: /my/more for the flight brand, /my/plus for the second brand. */
export default function SubscriptionPage() {
  const t = useT();
  return <AccountSection title={t('account.subscription.title')} lead="account.subscription.lead" />;
}
