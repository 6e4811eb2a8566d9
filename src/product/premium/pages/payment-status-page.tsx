import { useT } from '../../../platform/i18n';
import { premiumTitles } from '../model/naming';
import { PremiumPage } from '../ui/premium-page';

/** Where a subscription payment stands. */
export default function PaymentStatusPage() {
  const t = useT();
  return <PremiumPage title={premiumTitles.status(t)} lead="premium.status.lead" note="premium.status.note" nested />;
}
