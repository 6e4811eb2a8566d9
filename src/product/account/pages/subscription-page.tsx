import { useUnit } from 'effector-react';
import { $subscriptionTitle } from '../routes';
import { AccountSection } from '../ui/account-section';

/** The subscription in the account: /my/more for the flight brand, /my/plus for the second brand. */
export default function SubscriptionPage() {
  const title = useUnit($subscriptionTitle);
  return <AccountSection title={title} lead="account.subscription.lead" />;
}
