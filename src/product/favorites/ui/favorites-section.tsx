import type { MessageKey } from '../../../platform/i18n';
import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

/** A favorites list: what it keeps, and that it fills once the traveller can sign in. */
export function FavoritesSection({ title, lead, nested = true }: { title: MessageKey; lead: MessageKey; nested?: boolean }) {
  const t = useT();
  return (
    <ContentPage
      title={t(title)}
      trail={nested ? [{ label: t('favorites.title'), href: '/favorites' }] : []}
      lead={t(lead)}
      note={t('favorites.note')}
    />
  );
}
