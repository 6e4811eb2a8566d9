import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { SearchForm } from '../../search';
import { CatalogueList } from '../ui/catalogue-list';
import styles from '../ui/seo-page.module.css';

/** The catalogue of cities: each with its page. */
export default function CitiesPage() {
  const t = useT();
  return (
    <ContentPage section="flights" title={t('seo.cities.title')} lead={t('seo.cities.lead')}>
      <CatalogueList section="cities" label={t('seo.cities.title')} />
      <section className={styles.search} aria-label={t('seo.form')}>
        <SearchForm />
      </section>
    </ContentPage>
  );
}
