import { useT } from '../../../platform/i18n';
import { premiumTitles } from '../model/naming';
import { PremiumPage } from '../ui/premium-page';

/** The subscription's landing: /more for the flight brand, /plus for the second brand. */
export default function LandingPage() {
  const t = useT();
  return <PremiumPage title={premiumTitles.landing(t)} lead="premium.lead" note="premium.note" />;
}
