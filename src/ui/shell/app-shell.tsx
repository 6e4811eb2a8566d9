import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslator } from '../../platform/i18n';
import { $brand } from '../../platform/market';
import { Link, useRouteAvailability } from '../../platform/router';
import { LogoMark } from '../components/logo';
import { BuildingIcon, CompassIcon, MapIcon, PlaneIcon } from '../icons/icons';
import { RegionSettings } from './region-settings';
import styles from './shell.module.css';

export type ShellSection = 'flights' | 'hotels' | 'guides' | 'map';

/** Sections of the main navigation; each shows only where its route opens (spec §2.1). */
const sections = [
  { section: 'flights', href: '/', label: 'nav.flights', Icon: PlaneIcon },
  { section: 'hotels', href: '/hotels/search', label: 'nav.hotels', Icon: BuildingIcon },
  { section: 'guides', href: '/guides', label: 'nav.guides', Icon: CompassIcon },
  { section: 'map', href: '/map', label: 'nav.map', Icon: MapIcon },
] as const;

export function AppShell({ children, section }: { children: ReactNode; section?: ShellSection }) {
  const { t, names } = useTranslator();
  const brand = useUnit($brand);
  const available = useRouteAvailability();
  const name = names.appName;
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#content">
        {t('nav.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link href="/" markerable className={styles.brand} aria-label={name} data-testid="brand-logo">
            <LogoMark brand={brand} />
            <span className={styles.brandName}>{name}</span>
          </Link>
          <nav className={styles.nav} aria-label={t('nav.main')}>
            {sections
              .filter((item) => item.section === 'flights' || available?.(item.href))
              .map(({ section: key, href, label, Icon }) => (
                <Link key={key} href={href} className={styles.navLink} aria-current={section === key ? 'page' : undefined}>
                  <Icon />
                  <span className={styles.navLabel}>{t(label)}</span>
                </Link>
              ))}
          </nav>
          <RegionSettings />
        </div>
      </header>
      <main id="content" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.footerAbout}>{t('footer.about')}</p>
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
