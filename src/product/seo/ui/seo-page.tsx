import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslator } from '../../../platform/i18n';
import { $pageAnswer, type RouteParams } from '../../../platform/router';
import { ContentPage, NotFoundPage, type Crumb } from '../../../ui';
import { SearchForm } from '../../search';
import { $places } from '../model/places';
import { $entryNames } from '../model/entry-names';
import { entryTitles, seoTitles } from '../model/titles';
import styles from './seo-page.module.css';

interface SeoPageProps {
  kind: keyof typeof seoTitles | keyof typeof entryTitles;
  params: RouteParams;
  lead: string;
  trail?: Crumb[];
  children?: ReactNode;
  /** Sections below the search form. */
  after?: ReactNode;
}

/** An SEO page: its title with place names when known (codes otherwise) and the search form. */
export function SeoPage({ kind, params, lead, trail, children, after }: SeoPageProps) {
  const { t, locale } = useTranslator();
  const { places, names, answer } = useUnit({ places: $places, names: $entryNames, answer: $pageAnswer });
  // What the address names does not exist: the not-found page, as the server's 404 says.
  if (answer.status === 404) return <NotFoundPage />;
  const title = Object.hasOwn(entryTitles, kind)
    ? entryTitles[kind as keyof typeof entryTitles](t, params, names, locale)
    : seoTitles[kind as keyof typeof seoTitles](t, params, places, locale);
  return (
    <ContentPage section="flights" title={title} trail={trail} lead={lead}>
      {children}
      <section className={styles.search} aria-label={t('seo.form')}>
        <SearchForm />
      </section>
      {after}
    </ContentPage>
  );
}

/** Names of the page's places, for its texts: the name when known, else the code. */
export function usePlaceNames(): (code: string | undefined) => string {
  const places = useUnit($places);
  return (code) => (code ? (places[code]?.name ?? code) : '');
}

/** The codes of a route, shown beside the names (`MOW → IST`). */
export function RouteCodes({ codes }: { codes: string[] }) {
  return (
    <p className={styles.codes} data-testid="route-codes">
      {codes.join(' → ')}
    </p>
  );
}
