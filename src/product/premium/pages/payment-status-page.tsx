import { useUnit } from 'effector-react';
import { $statusTitle } from '../model/naming';
import { PremiumPage } from '../ui/premium-page';

/** Where a subscription payment stands. */
export default function PaymentStatusPage() {
  return <PremiumPage title={useUnit($statusTitle)} lead="premium.status.lead" note="premium.status.note" nested />;
}
