import { useUnit } from 'effector-react';
import { $paymentTitle } from '../model/naming';
import { PaymentMethods } from '../ui/payment-methods';
import { PremiumPage } from '../ui/premium-page';

/** Buying the subscription on its own, without a booking. */
export default function PaymentPage() {
  return (
    <PremiumPage title={useUnit($paymentTitle)} lead="premium.payment.lead" note="premium.payment.note" nested>
      <PaymentMethods />
    </PremiumPage>
  );
}
