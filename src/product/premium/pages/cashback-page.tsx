import { useUnit } from 'effector-react';
import { $cashbackTitle } from '../model/naming';
import { PremiumPage } from '../ui/premium-page';

/** The landing under the name used in cashback markets. */
export default function CashbackPage() {
  return <PremiumPage title={useUnit($cashbackTitle)} lead="premium.lead" note="premium.note" kind="cashback" />;
}
