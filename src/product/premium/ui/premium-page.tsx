import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { subscriptionNames, useT, type MessageKey } from '../../../platform/i18n';
import { $brand } from '../../../platform/market';
import { linkTo } from '../../../platform/router';
import { ContentPage, type Crumb } from '../../../ui';
import { premiumTitles } from '../model/naming';
import { moreRoute, plusRoute } from '../routes';

interface PremiumPageProps {
  title: string;
  lead: MessageKey;
  note: MessageKey;
  /** Pages under the landing link back to it. */
  nested?: boolean;
  kind?: 'cashback';
  children?: ReactNode;
}

/** A premium page: the subscription named as this brand and market call it (the messages' placeholders). */
export function PremiumPage({ title, lead, note, nested = false, kind, children }: PremiumPageProps) {
  const t = useT();
  const brand = useUnit($brand);
  const names = kind ? subscriptionNames(t, kind) : undefined;
  const trail: Crumb[] = nested ? [{ label: premiumTitles.landing(t), href: linkTo(brand === 'WA' ? plusRoute : moreRoute) }] : [];
  return (
    <ContentPage title={title} trail={trail} lead={t(lead, names)} note={t(note, names)}>
      {children}
    </ContentPage>
  );
}
