import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { SearchForm } from '../../search';
import { CatalogueList } from '../ui/catalogue-list';
import styles from '../ui/seo-page.module.css';

/** The catalogue of airlines: each with its page. */
export default function AirlinesPage() {
  const t = useT();
  return (
    <ContentPage section="flights" title={t('seo.airlines.title')} lead={t('seo.airlines.lead')}>
      <CatalogueList section="airlines" label={t('seo.airlines.title')} />
      <section className={styles.search} aria-label={t('seo.form')}>
        <SearchForm />
      </section>
    </ContentPage>
  );
}
