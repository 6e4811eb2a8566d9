import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { subscriptionNames, useT, type MessageKey } from '../../../platform/i18n';
import { isAvailable } from '../../../platform/brand';
import { $brand, $language, $market } from '../../../platform/market';
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
  const [brand, market, language] = useUnit([$brand, $market, $language]);
  const names = kind ? subscriptionNames(t, kind) : undefined;
  // The landing of the subscription the visit is offered (the brand and market rules table).
  const landing = isAvailable('plus', { brand, market, language }) ? plusRoute : moreRoute;
  const trail: Crumb[] = nested ? [{ label: premiumTitles.landing(t), href: linkTo(landing) }] : [];
  return (
    <ContentPage title={title} trail={trail} lead={t(lead, names)} note={t(note, names)}>
      {children}
    </ContentPage>
  );
}
