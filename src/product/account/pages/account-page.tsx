import { useUnit } from 'effector-react';
import { subscriptionPath } from '../../../platform/brand';
import { useT } from '../../../platform/i18n';
import { $brand } from '../../../platform/market';
import { Link } from '../../../platform/router';
import { ContentPage } from '../../../ui';
import styles from '../ui/account.module.css';

/** The account's index: its sections. */
export default function AccountPage() {
  const t = useT();
  const code = useUnit($brand);
  const sections = [
    { href: '/my/orders', label: t('account.orders.title') },
    { href: '/my/documents', label: t('account.documents.title') },
    { href: `/my/${subscriptionPath(code)}`, label: t('account.subscription.title') },
    { href: '/my/loyalty', label: t('account.loyalty.title') },
    { href: '/my/notifications', label: t('account.notifications.title') },
    { href: '/my/settings', label: t('account.settings.title') },
  ];
  return (
    <ContentPage title={t('account.title')} lead={t('account.lead')} note={t('account.note')}>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className={styles.section}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
