import { useUnit } from 'effector-react';
import { subscriptionPath } from '../../../platform/brand';
import { useT, type MessageKey } from '../../../platform/i18n';
import { $brand } from '../../../platform/market';
import { ContentPage, useBrandName, type Crumb } from '../../../ui';
import { $landingTitle, $subscriptionKind, subscriptionKey } from '../model/naming';

interface PremiumPageProps {
  title: string;
  lead: MessageKey;
  note: MessageKey;
  /** Pages under the landing link back to it. */
  nested?: boolean;
  kind?: 'cashback';
}

/** A premium page: the subscription named as this brand and market call it. */
export function PremiumPage({ title, lead, note, nested = false, kind }: PremiumPageProps) {
  const t = useT();
  const brand = useBrandName();
  const [visitKind, code, landingTitle] = useUnit([$subscriptionKind, $brand, $landingTitle]);
  const subscription = t(subscriptionKey(kind ?? visitKind));
  const trail: Crumb[] = nested ? [{ label: landingTitle, href: `/${subscriptionPath(code)}` }] : [];
  return <ContentPage title={title} trail={trail} lead={t(lead, { brand, subscription })} note={t(note, { brand })} />;
}
