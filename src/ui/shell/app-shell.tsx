import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslator } from '../../platform/i18n';
import { $brand } from '../../platform/market';
import { Link } from '../../platform/router';
import { LogoMark } from '../components/logo';
import { MobileMenu } from './mobile-menu';
import { useShellNavigation } from './navigation';
import { RegionSettings } from './region-settings';
import { SiteFooter } from './site-footer';
import styles from './shell.module.css';

/**
 * The frame of every page: the header with the main sections and the traveller's own pages (a
 * menu under 960 px), the page, and the footer with every section of the visit.
 */
export function AppShell({ children, section }: { children: ReactNode; section?: string }) {
  const { t, names } = useTranslator();
  const brand = useUnit($brand);
  const navigation = useShellNavigation();
  const links = navigation?.links ?? [];
  const header = [...links.filter((link) => link.header === 'main'), ...links.filter((link) => link.header === 'personal')];
  const logo = (
    <>
      <LogoMark brand={brand} />
      <span className={styles.brandName}>{names.appName}</span>
    </>
  );
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#content">
        {t('nav.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {navigation ? (
            <Link href={navigation.home} markerable className={styles.brand} aria-label={names.appName} data-testid="brand-logo">
              {logo}
            </Link>
          ) : (
            <span className={styles.brand}>{logo}</span>
          )}
          <nav className={styles.nav} aria-label={t('nav.main')} data-testid="header-nav">
            {header.map(({ section: key, href, label, icon: Icon, header: place }) => (
              <Link
                key={key}
                href={href}
                className={`${styles.navLink} ${place === 'personal' ? styles.personal : ''}`}
                aria-current={section === key ? 'page' : undefined}
              >
                {Icon && <Icon />}
                <span>{t(label)}</span>
              </Link>
            ))}
          </nav>
          <RegionSettings />
          {navigation?.account}
          <MobileMenu links={header} section={section} />
        </div>
      </header>
      <main id="content" className={styles.main}>
        {children}
      </main>
      <SiteFooter links={links} />
    </div>
  );
}
