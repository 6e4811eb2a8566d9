import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';

export default function SettingsPage() {
  const t = useT();
  return <AccountSection title={t('account.settings.title')} lead="account.settings.lead" />;
}
