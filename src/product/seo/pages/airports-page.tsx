import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { SearchForm } from '../../search';
import { CatalogueList } from '../ui/catalogue-list';
import styles from '../ui/seo-page.module.css';

/** The catalogue of airports: each with its page. */
export default function AirportsPage() {
  const t = useT();
  return (
    <ContentPage section="flights" title={t('seo.airports.title')} lead={t('seo.airports.lead')}>
      <CatalogueList section="airports" label={t('seo.airports.title')} />
      <section className={styles.search} aria-label={t('seo.form')}>
        <SearchForm />
      </section>
    </ContentPage>
  );
}
