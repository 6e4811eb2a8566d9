import { useUnit } from 'effector-react';
import type { CatalogueSection } from '../../../contracts/catalogue';
import { cardStyles } from '../../../ui';
import { catalogueListQuery } from '../model/catalogue';
import { entryHref } from './entry-links';
import styles from './catalogue.module.css';
import prices from './route-prices.module.css';

/** A catalogue's entries as links to their pages, each with its code and country. */
export function CatalogueList({ section, label }: { section: CatalogueSection; label: string }) {
  const data = useUnit(catalogueListQuery.$data);
  const answer = data?.section === section ? data : null;
  if (!answer) return <div className={`${cardStyles.skeleton} ${prices.placeholder}`} aria-hidden="true" />;
  return (
    <ul className={styles.list} aria-label={label} data-testid="catalogue">
      {answer.entries.map((entry) => (
        <li key={entry.code}>
          <a href={entryHref(section, entry.slug)}>{entry.name}</a>
          <span className={styles.code}>
            {entry.code}
            {entry.country_name && ` · ${entry.country_name}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
