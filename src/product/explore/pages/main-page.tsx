import { useT } from '../../../platform/i18n';
import { AppShell } from '../../../ui';
import { SearchForm } from '../../search';
// The page's model reacts to the route opening; it loads with the page.
import '../model/main';
import '../model/ideas';
import { Ideas } from '../ui/ideas';
import styles from '../ui/main-page.module.css';

export default function MainPage() {
  const t = useT();
  return (
    <AppShell section="flights">
      <section className={styles.hero}>
        <div className={styles.inner}>
          <h1 className={styles.heading}>{t('home.heading')}</h1>
          <p className={styles.subheading}>{t('home.subheading')}</p>
          <SearchForm />
        </div>
      </section>
      <Ideas />
      {/* The city the form starts from may come from DB-IP's data, whose licence asks for this credit. */}
      <p className={styles.credit}>
        <a href="https://db-ip.com" rel="noopener">
          {t('home.geoCredit')}
        </a>
      </p>
    </AppShell>
  );
}
