import { useT } from '../../../platform/i18n';
import { AccountSection } from '../ui/account-section';

export default function DocumentsPage() {
  const t = useT();
  return <AccountSection title={t('account.documents.title')} lead="account.documents.lead" />;
}
