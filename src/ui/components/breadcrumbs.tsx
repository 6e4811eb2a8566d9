import { useUnit } from 'effector-react';
import { $publicOrigin } from '../../platform/env';
import { Link, type AppHref } from '../../platform/router';
import type { BreadcrumbList } from 'schema-dts';
import { JsonLd } from './json-ld';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** In-app address; the last crumb (the page itself) has none. */
  href?: AppHref;
}

/** The trail as schema.org's BreadcrumbList: each crumb's position, name and address, absolute with the brand's public origin (the page itself has none). */
export function breadcrumbList(items: Crumb[], origin = ''): BreadcrumbList & { '@context': 'https://schema.org' } {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href && index < items.length - 1 && { item: `${origin}${item.href}` }),
    })),
  };
}

/** Where the page sits: a trail of links ending with the page itself, also as structured data. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  const origin = useUnit($publicOrigin);
  return (
    <nav aria-label={label} className={styles.crumbs} data-testid="breadcrumbs">
      <JsonLd data={breadcrumbList(items, origin)} />
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
