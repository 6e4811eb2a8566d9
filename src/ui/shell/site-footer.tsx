import { useT } from '../../platform/i18n';
import { Link, type NavLink } from '../../platform/router';
import styles from './shell.module.css';

/** Every section of the visit, so that none can be reached only by typing its address. */
export function SiteFooter({ links }: { links: NavLink[] }) {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {links.length > 0 && (
          <nav aria-label={t('nav.footer')} data-testid="footer-nav">
            <ul className={styles.footerLinks}>
              {links.map(({ section, href, label }) => (
                <li key={section}>
                  <Link href={href} className={styles.footerLink}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.footerNotes}>
          <p className={styles.footerAbout}>{t('footer.about')}</p>
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
