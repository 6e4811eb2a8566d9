import type { MessageKey } from '../../../platform/i18n';
import { useT } from '../../../platform/i18n';
import { ContentPage, type Crumb } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { accountRoute } from '../routes';

/** An account page: what the section holds, and that it fills once the traveller can sign in. */
export function AccountSection({ title, lead, trail = [] }: { title: string; lead: MessageKey; trail?: Crumb[] }) {
  const t = useT();
  return (
    <ContentPage
      section="account"
      title={title}
      trail={[{ label: t('account.title'), href: linkTo(accountRoute) }, ...trail]}
      lead={t(lead)}
      note={t('account.note')}
    />
  );
}
