import { Link, type AppHref } from '../../platform/router';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** In-app address; the last crumb (the page itself) has none. */
  href?: AppHref;
}

/** Where the page sits: a trail of links ending with the page itself. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.crumbs} data-testid="breadcrumbs">
      <ol className={styles.list}>
        {items.map((item, position) => {
          const last = position === items.length - 1;
          return (
            <li key={`${position}-${item.label}`} className={styles.item}>
              {item.href && !last ? (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
