import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { SearchForm } from '../../search';
import styles from '../ui/seo-page.module.css';

/** The catalogue of cities. */
export default function CitiesPage() {
  const t = useT();
  return (
    <ContentPage section="flights" title={t('seo.cities.title')} lead={t('seo.cities.lead')} note={t('seo.catalogue.note')}>
      <section className={styles.search} aria-label={t('seo.form')}>
        <SearchForm />
      </section>
    </ContentPage>
  );
}
