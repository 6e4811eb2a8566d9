import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../platform/i18n';
import { ChevronDownIcon } from '../../../ui';
import styles from './search-summary.module.css';

/**
 * The results page's search form behind a one-line summary of the search (route, dates,
 * passengers) on narrow screens, so that the first ticket is on a phone's first screen. The
 * summary is a disclosure button; at 960 px and wider it is hidden and the form always shows.
 * Which of the two shows is decided by the stylesheet (a media query), so the server's page and
 * the hydrated one look the same. A new search (another `searchKey`) closes the form again.
 */
export function CollapsibleSearch({ route, details, searchKey, children }: { route: string; details: string; searchKey: string; children: ReactNode }) {
  const t = useT();
  const id = useId();
  // Open for the search it was opened on: another search finds it closed.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === searchKey;
  return (
    <div className={styles.collapsible} data-open={open || undefined}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        data-testid="search-summary"
        onClick={() => setOpenFor(open ? null : searchKey)}
      >
        <span className={styles.text}>
          <span className={styles.route}>{route}</span>
          <span className={styles.details}>{details}</span>
        </span>
        <span className={styles.action}>
          {t(open ? 'results.hideSearch' : 'results.changeSearch')}
          <ChevronDownIcon size={20} aria-hidden="true" className={styles.chevron} />
        </span>
      </button>
      <div id={id} className={styles.body}>
        {children}
      </div>
    </div>
  );
}
