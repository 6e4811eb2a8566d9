import { useUnit } from 'effector-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../../platform/i18n';
import { isAvailable } from '../../../platform/brand';
import { $brand, $language, $market } from '../../../platform/market';
import { Link, linkTo, type AppHref } from '../../../platform/router';
import { $sessionState, loginRequested } from '../../../platform/session';
import { Button, cardStyles, ContentPage, type Crumb } from '../../../ui';
import { accountRoute, documentsRoute, loyaltyRoute, moreRoute, notificationsRoute, ordersRoute, plusRoute, settingsRoute } from '../routes';
import styles from './account.module.css';

export type AccountSection = 'profile' | 'orders' | 'documents' | 'subscription' | 'loyalty' | 'notifications' | 'settings';

function useSections(): { key: AccountSection; href: AppHref; label: MessageKey }[] {
  const [brand, market, language] = useUnit([$brand, $market, $language]);
  // The account's subscription section is the one the visit is offered (the brand and market rules table).
  const subscription = isAvailable('plus', { brand, market, language }) ? plusRoute : moreRoute;
  return [
    { key: 'profile', href: linkTo(accountRoute), label: 'account.profile.title' },
    { key: 'orders', href: linkTo(ordersRoute), label: 'account.orders.title' },
    { key: 'documents', href: linkTo(documentsRoute), label: 'account.documents.title' },
    { key: 'subscription', href: linkTo(subscription), label: 'account.subscription.title' },
    { key: 'loyalty', href: linkTo(loyaltyRoute), label: 'account.loyalty.title' },
    { key: 'notifications', href: linkTo(notificationsRoute), label: 'account.notifications.title' },
    { key: 'settings', href: linkTo(settingsRoute), label: 'account.settings.title' },
  ];
}

/** An account page: the sections beside (above on phones) the page's own content. */
export function AccountFrame({
  section,
  title,
  lead,
  trail = [],
  children,
}: {
  section: AccountSection;
  title: string;
  lead?: string;
  trail?: Crumb[];
  children: ReactNode;
}) {
  const t = useT();
  const sections = useSections();
  const crumbs = section === 'profile' ? trail : [{ label: t('account.title'), href: linkTo(accountRoute) }, ...trail];
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a phone the sections are a row that scrolls sideways: the current one is brought into it.
    const list = menu.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const [box, item] = [list.getBoundingClientRect(), current.getBoundingClientRect()];
    list.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [section]);
  return (
    <ContentPage section="account" title={title} lead={lead} trail={crumbs}>
      <div className={styles.layout}>
        <nav aria-label={t('account.sections')} className={styles.noPrint}>
          <ul className={styles.menu} ref={menu} data-testid="account-menu">
            {sections.map(({ key, href, label }) => (
              <li key={key}>
                <Link href={href} className={styles.menuLink} aria-current={key === section ? 'page' : undefined}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </ContentPage>
  );
}

/** Content that is coming: a skeleton, announced as busy. */
export function Loading() {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="account-loading">
      <p className={styles.muted}>{t('account.loading')}</p>
      <div className={cardStyles.skeleton} />
    </div>
  );
}

/** A load that failed, with a retry. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <section className={`${cardStyles.card} ${styles.state}`} role="alert" data-testid="account-error">
      <h2>{t('account.error.title')}</h2>
      <p>{t('account.error.lead')}</p>
      <Button variant="primary" onClick={retry}>
        {t('account.retry')}
      </Button>
    </section>
  );
}

/**
 * What needs a user: a skeleton until the browser knows the visitor, an invitation to sign in for
 * an anonymous one, the content with a session; `onAuthorized` starts the page's loads then.
 */
export function AccountGate({ children, onAuthorized }: { children: ReactNode; onAuthorized?: () => void }) {
  const t = useT();
  const [state, login] = useUnit([$sessionState, loginRequested]);
  useEffect(() => {
    if (state === 'authorized') onAuthorized?.();
    // Once per session change: the page's loads take their own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  if (state === 'unknown') return <Loading />;
  if (state === 'anonymous') {
    return (
      <section className={`${cardStyles.card} ${styles.state}`} data-testid="account-gate">
        <h2>{t('account.gate.title')}</h2>
        <p>{t('account.gate.lead')}</p>
        <Button variant="cta" aria-haspopup="dialog" onClick={() => login()} data-testid="account-gate-login">
          {t('account.gate.action')}
        </Button>
      </section>
    );
  }
  return <>{children}</>;
}
