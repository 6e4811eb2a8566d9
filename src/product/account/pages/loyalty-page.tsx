import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';

export default function LoyaltyPage() {
  const t = useT();
  return <AccountSection title={t('account.loyalty.title')} lead="account.loyalty.lead" />;
}
