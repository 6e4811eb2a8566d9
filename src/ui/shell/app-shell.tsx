import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { brandName } from '../../platform/brand';
import { useT } from '../../platform/i18n';
import { $brand, $language } from '../../platform/market';
import { Link } from '../../platform/router';
import { LogoMark } from '../components/logo';
import { PlaneIcon } from '../icons/icons';
import { RegionSettings } from './region-settings';
import styles from './shell.module.css';

export function AppShell({ children, section }: { children: ReactNode; section?: 'flights' }) {
  const t = useT();
  const [brand, language] = useUnit([$brand, $language]);
  const name = brandName(brand, language);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#content">
        {t('nav.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link href="/" className={styles.brand} aria-label={name} data-testid="brand-logo">
            <LogoMark brand={brand} />
            <span className={styles.brandName}>{name}</span>
          </Link>
          <nav className={styles.nav} aria-label={t('nav.main')}>
            <Link href="/" className={styles.navLink} aria-current={section === 'flights' ? 'page' : undefined}>
              <PlaneIcon />
              {t('nav.flights')}
            </Link>
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
          <p>{t('footer.rights', { year: new Date().getFullYear(), brand: name })}</p>
        </div>
      </footer>
    </div>
  );
}
