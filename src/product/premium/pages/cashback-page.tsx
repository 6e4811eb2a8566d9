import { useT } from '../../../platform/i18n';
import { premiumTitles } from '../model/naming';
import { PremiumPage } from '../ui/premium-page';

/** The landing under the name used in cashback markets. */
export default function CashbackPage() {
  const t = useT();
  return <PremiumPage title={premiumTitles.cashback(t)} lead="premium.lead" note="premium.note" kind="cashback" />;
}
