import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { SearchForm } from '../../search';
import { CatalogueList } from '../ui/catalogue-list';
import styles from '../ui/seo-page.module.css';

/** The catalogue of countries: each with its page. */
export default function CountriesPage() {
  const t = useT();
  return (
    <ContentPage section="flights" title={t('seo.countries.title')} lead={t('seo.countries.lead')}>
      <CatalogueList section="countries" label={t('seo.countries.title')} />
      <section className={styles.search} aria-label={t('seo.form')}>
        <SearchForm />
      </section>
    </ContentPage>
  );
}
