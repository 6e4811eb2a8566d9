import { useT } from '../../platform/i18n';
import { Link } from '../../platform/router';
import { buttonClass } from '../components/button';
import { AppShell } from './app-shell';
import { useShellNavigation } from './navigation';
import styles from './status-page.module.css';

export function NotFoundPage() {
  const t = useT();
  const home = useShellNavigation()?.home;
  return (
    <AppShell>
      <section className={styles.page} data-testid="not-found">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        {home && (
          <Link href={home} className={buttonClass('primary')}>
            {t('notFound.home')}
          </Link>
        )}
      </section>
    </AppShell>
  );
}
