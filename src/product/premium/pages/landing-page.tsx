import { useUnit } from 'effector-react';
import { $landingTitle } from '../model/naming';
import { PremiumPage } from '../ui/premium-page';

/** The subscription's landing: /more for the flight brand, /plus for the second brand. */
export default function LandingPage() {
  return <PremiumPage title={useUnit($landingTitle)} lead="premium.lead" note="premium.note" />;
}
