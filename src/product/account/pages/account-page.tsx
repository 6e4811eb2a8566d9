import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { $brand } from '../../../platform/market';
import { Link, linkTo } from '../../../platform/router';
import { ContentPage } from '../../../ui';
import { documentsRoute, loyaltyRoute, moreRoute, notificationsRoute, ordersRoute, plusRoute, settingsRoute } from '../routes';
import styles from '../ui/account.module.css';

/** The account's index: its sections. */
export default function AccountPage() {
  const t = useT();
  const brand = useUnit($brand);
  const sections = [
    { href: linkTo(ordersRoute), label: t('account.orders.title') },
    { href: linkTo(documentsRoute), label: t('account.documents.title') },
    { href: linkTo(brand === 'WA' ? plusRoute : moreRoute), label: t('account.subscription.title') },
    { href: linkTo(loyaltyRoute), label: t('account.loyalty.title') },
    { href: linkTo(notificationsRoute), label: t('account.notifications.title') },
    { href: linkTo(settingsRoute), label: t('account.settings.title') },
  ];
  return (
    <ContentPage section="account" title={t('account.title')} lead={t('account.lead')} note={t('account.note')}>
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
