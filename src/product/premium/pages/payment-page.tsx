import { useT } from '../../../platform/i18n';
import { premiumTitles } from '../model/naming';
import { PaymentMethods } from '../ui/payment-methods';
import { PremiumPage } from '../ui/premium-page';

/** Buying the subscription on its own, without a booking. */
export default function PaymentPage() {
  const t = useT();
  return (
    <PremiumPage title={premiumTitles.payment(t)} lead="premium.payment.lead" note="premium.payment.note" nested>
      <PaymentMethods />
    </PremiumPage>
  );
}
