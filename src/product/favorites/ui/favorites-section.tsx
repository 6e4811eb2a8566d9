import type { MessageKey } from '../../../platform/i18n';
import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { favoritesRoute } from '../routes';

/** A favorites list: what it keeps, and that it fills once the traveller can sign in. */
export function FavoritesSection({ title, lead, nested = true }: { title: MessageKey; lead: MessageKey; nested?: boolean }) {
  const t = useT();
  return (
    <ContentPage
      section="favorites"
      title={t(title)}
      trail={nested ? [{ label: t('favorites.title'), href: linkTo(favoritesRoute) }] : []}
      lead={t(lead)}
      note={t('favorites.note')}
    />
  );
}
