import type { ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { AppShell } from './app-shell';
import { useShellNavigation } from './navigation';
import styles from './content-page.module.css';

export interface ContentPageProps {
  title: string;
  /** What the page holds, in a sentence or two. */
  lead?: string;
  /** Sections between the main page and this one; the page itself ends the trail. */
  trail?: Crumb[];
  /** The navigation section the page belongs to. */
  section?: string;
  /** A remark on what is not available yet, set apart from the lead. */
  note?: string;
  children?: ReactNode;
}

/** A screen's frame: breadcrumbs, the title (as the page's only h1), a lead and the content. */
export function ContentPage({ title, lead, trail = [], section, note, children }: ContentPageProps) {
  const t = useT();
  const home = useShellNavigation()?.home;
  return (
    <AppShell section={section}>
      <div className={styles.page}>
        <Breadcrumbs label={t('nav.breadcrumbs')} items={[{ label: t('nav.home'), href: home }, ...trail, { label: title }]} />
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {note && (
          <p className={styles.note} role="note">
            {note}
          </p>
        )}
        {children}
      </div>
    </AppShell>
  );
}
